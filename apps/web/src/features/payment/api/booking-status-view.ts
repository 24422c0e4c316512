import { describeBookingStatus, formatPaymentDeadline, type TBookingStatusInput, type TLanguage } from '@tour/shared';

/** The reader's own time zone: deadlines on a page are shown in it, with its name. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * A booking's stage, heading and badge (DESIGN decision 15) in the reader's language, its deadline in the reader's
 * time zone.
 */
export function describeBookingForBrowser(booking: TBookingStatusInput, language: TLanguage) {
  return describeBookingStatus(booking, { timeZone: browserTimeZone(), language });
}

/** 'Jun 4, 2026, 15:00 GMT+7' ('4 มิ.ย. 2569 15:00 GMT+7'): a payment deadline in the reader's time zone. */
export function formatDeadlineForBrowser(instant: string, language: TLanguage): string {
  return formatPaymentDeadline(instant, { timeZone: browserTimeZone(), language });
}
