import { CANCELLATION_POLICIES, type TSubmissionChange, type TSubmissionDiffValue } from '@tour/shared';
import { formatDate, formatMoney } from '../../lib/format';
import { PENDING_TOURS_TEXTS } from './texts';

const C = PENDING_TOURS_TEXTS.changes;

const field = (name: string) => C.fields[name] ?? name;

/** What a change is about, in words: "Departure 1 Sep 2026 · Outbound flight · Flight number". */
export function changeLabel(change: TSubmissionChange): string {
  const [list, key, ...rest] = change.path;
  const parts: string[] = [];
  switch (list) {
    case 'availableDates':
      parts.push(C.departure(key ? formatDate(key) : ''), ...rest.map(field));
      break;
    case 'itineraryDays':
      parts.push(C.day(key ?? ''));
      if (rest[0] === 'activities') parts.push(C.activity(rest[1] ?? ''));
      else parts.push(...rest.map(field));
      break;
    case 'mealPlans':
      parts.push(C.dayMeals(key ?? ''), ...rest.map(field));
      break;
    case 'hotels':
      parts.push(C.hotel(key ?? ''), ...rest.map(field));
      break;
    default:
      parts.push(...change.path.map(field));
  }
  return parts.filter(Boolean).join(' · ');
}

const MONEY_FIELDS = new Set(['price']);

/** A value as the administrator reads it: money with its currency, yes or no, "(empty)" for nothing. */
export function changeValue(change: TSubmissionChange, value: TSubmissionDiffValue, currency: string): string {
  if (value === null) return C.empty;
  if (typeof value === 'boolean') return value ? C.yes : C.no;
  const last = change.path.at(-1) ?? '';
  if (typeof value === 'number' && MONEY_FIELDS.has(last)) return formatMoney(value, currency);
  if (last === 'cancellationPolicy' && value in CANCELLATION_POLICIES) {
    return CANCELLATION_POLICIES[value as keyof typeof CANCELLATION_POLICIES].label;
  }
  return String(value);
}
