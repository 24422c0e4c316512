import type { TLanguage, TSubmissionChange, TSubmissionDiffValue } from '@tour/shared';
import { formatDate, formatMoney } from '../../lib/format';
import type { TTextsOf } from '../../lib/i18n/texts';
import type { PENDING_TOURS_TEXTS } from './texts';

type TChangeTexts = TTextsOf<typeof PENDING_TOURS_TEXTS>['changes'];

/** What a change is about, in words: "Departure 1 Sep 2026 · Outbound flight · Flight number". */
export function changeLabel(change: TSubmissionChange, texts: TChangeTexts, language: TLanguage): string {
  const field = (name: string) => texts.fields[name] ?? name;
  const [list, key, ...rest] = change.path;
  // The translation's parts are named as the tour's own are, after "Translation" (issue 27, item 5).
  if (list === 'translation' && key) {
    return [field('translation'), changeLabel({ ...change, path: [key, ...rest] }, texts, language)].join(' · ');
  }
  const parts: string[] = [];
  switch (list) {
    case 'availableDates':
      parts.push(texts.departure(key ? formatDate(key, language) : ''), ...rest.map(field));
      break;
    case 'itineraryDays':
      parts.push(texts.day(key ?? ''));
      if (rest[0] === 'activities') parts.push(texts.activity(rest[1] ?? ''));
      else parts.push(...rest.map(field));
      break;
    case 'mealPlans':
      parts.push(texts.dayMeals(key ?? ''), ...rest.map(field));
      break;
    case 'hotels':
      parts.push(texts.hotel(key ?? ''), ...rest.map(field));
      break;
    default:
      parts.push(...change.path.map(field));
  }
  return parts.filter(Boolean).join(' · ');
}

const MONEY_FIELDS = new Set(['price']);

/** A value as the administrator reads it: money with its currency, yes or no, "(empty)" for nothing. */
export function changeValue(
  change: TSubmissionChange,
  value: TSubmissionDiffValue,
  currency: string,
  texts: TChangeTexts,
  language: TLanguage,
): string {
  if (value === null) return texts.empty;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  const last = change.path.at(-1) ?? '';
  if (typeof value === 'number' && MONEY_FIELDS.has(last)) return formatMoney(value, currency, language);
  if (last === 'contentLanguage' && typeof value === 'string') return texts.languages[value] ?? value;
  if (last === 'cancellationPolicy' && typeof value === 'string' && Object.hasOwn(texts.policies, value)) {
    return texts.policies[value as keyof TChangeTexts['policies']];
  }
  return String(value);
}
