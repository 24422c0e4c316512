import {
  describeBookingStatus,
  formatPaymentDeadline,
  LANGUAGE_LOCALES,
  type TBookingStatusInput,
  type TLanguage,
} from '@tour/shared';

/** The reader's own time zone: deadlines on a page are shown in it, with its name. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A booking's stage, heading and badge (DESIGN decision 15), its deadline in the reader's time zone. */
export function describeBookingForBrowser(booking: TBookingStatusInput) {
  return describeBookingStatus(booking, { timeZone: browserTimeZone() });
}

const deadlineFormatters = new Map<string, Intl.DateTimeFormat>();

/** formatPaymentDeadline's style in another language's locale: that one writes English only. */
function formatDeadlineIn(language: TLanguage, instant: string, timeZone: string): string {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return instant;
  const key = `${language} ${timeZone}`;
  let formatter = deadlineFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    deadlineFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** 'Jun 4, 2026, 15:00 GMT+7' ('4 มิ.ย. 2569 15:00 GMT+7'): a payment deadline in the reader's time zone. */
export function formatDeadlineForBrowser(instant: string, language: TLanguage): string {
  const timeZone = browserTimeZone();
  return language === 'en'
    ? formatPaymentDeadline(instant, { timeZone })
    : formatDeadlineIn(language, instant, timeZone);
}
