import { BOOKING_SESSION_REQUEST_MESSAGES } from '../booking-session-request';
import { messageTranslation } from '../message-translation';
import { MAX_GUESTS, MIN_GUESTS } from '../pricing';

export const BOOKING_SESSION_REQUEST_MESSAGES_TRANSLATION = messageTranslation({
  en: BOOKING_SESSION_REQUEST_MESSAGES,
  th: {
    guestsRange: `ผู้เดินทางต้องมี ${MIN_GUESTS} ถึง ${MAX_GUESTS} ท่าน`,
  },
});
