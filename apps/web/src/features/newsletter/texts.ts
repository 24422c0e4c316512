import { defineTexts, type TTextsOf } from '../../lib/i18n/texts';

export const NEWSLETTER_TEXTS = defineTexts({
  en: {
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    failed: 'Failed to subscribe. Please try again.',
    subscribed: 'Thank you for subscribing!',
    /** What the shared schema and the server answer, always in English. */
    answers: {
      emailRequired: 'Please enter your email address',
      emailInvalid: 'Please enter a valid email address',
      subscribed: 'Thank you for subscribing! Our best deals will reach your inbox.',
      alreadySubscribed: 'You are already subscribed. Thank you!',
    },
  },
  th: {
    label: 'อีเมล',
    placeholder: 'you@example.com',
    submit: 'สมัครรับข่าวสาร',
    submitting: 'กำลังสมัคร…',
    failed: 'สมัครรับข่าวสารไม่สำเร็จ โปรดลองอีกครั้ง',
    subscribed: 'ขอบคุณที่สมัครรับข่าวสาร!',
    answers: {
      emailRequired: 'โปรดกรอกอีเมลของคุณ',
      emailInvalid: 'โปรดกรอกอีเมลให้ถูกต้อง',
      subscribed: 'ขอบคุณที่สมัครรับข่าวสาร! ดีลดี ๆ จะส่งตรงถึงกล่องจดหมายของคุณ',
      alreadySubscribed: 'คุณสมัครรับข่าวสารไว้แล้ว ขอบคุณ!',
    },
  },
});

type TNewsletterTexts = TTextsOf<typeof NEWSLETTER_TEXTS>;

/** An answer of the schema or the server in the page's language; anything else as it came. */
export function localAnswer(message: string, texts: TNewsletterTexts): string {
  const key = Object.entries(NEWSLETTER_TEXTS.en.answers).find(([, english]) => english === message)?.[0];
  return key ? texts.answers[key as keyof TNewsletterTexts['answers']] : message;
}
