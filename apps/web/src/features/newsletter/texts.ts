import { defineTexts } from '../../lib/i18n/texts';

export const NEWSLETTER_TEXTS = defineTexts({
  en: {
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    failed: 'Failed to subscribe. Please try again.',
    subscribed: 'Thank you for subscribing!',
  },
  th: {
    label: 'อีเมล',
    placeholder: 'you@example.com',
    submit: 'สมัครรับข่าวสาร',
    submitting: 'กำลังสมัคร…',
    failed: 'สมัครรับข่าวสารไม่สำเร็จ โปรดลองอีกครั้ง',
    subscribed: 'ขอบคุณที่สมัครรับข่าวสาร!',
  },
});
