import { messageTranslation } from '../message-translation';
import { NEWSLETTER_MESSAGES } from '../newsletter';

export const NEWSLETTER_MESSAGES_TRANSLATION = messageTranslation({
  en: NEWSLETTER_MESSAGES,
  th: {
    subscribed: 'ขอบคุณที่สมัครรับข่าวสาร! ดีลดีที่สุดของเราจะส่งถึงกล่องอีเมลของคุณ',
    alreadySubscribed: 'คุณสมัครรับข่าวสารไว้แล้ว ขอบคุณ!',
  },
});
