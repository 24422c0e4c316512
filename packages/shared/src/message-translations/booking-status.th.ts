import { BOOKING_STATUS_TEXTS } from '../booking-status';
import { messageTranslation } from '../message-translation';

/** The reason the deadline job stores on a reservation it cancels, shown to the traveller in their language. */
export const BOOKING_STATUS_REASON_TRANSLATION = messageTranslation({
  en: { notPaidByDeadline: BOOKING_STATUS_TEXTS.en.notPaidByDeadline },
  th: { notPaidByDeadline: BOOKING_STATUS_TEXTS.th.notPaidByDeadline },
});
