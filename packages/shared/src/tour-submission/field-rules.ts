import { z } from 'zod';
import { multilineText, plainText } from '../text';
import { DISCOUNT_MODES, TOUR_CURRENCIES, TOUR_FORM_CATEGORIES, TOUR_FORM_LIMITS as L } from './constants';
import { TOUR_FORM_MESSAGES as M } from './messages';

/**
 * The rules of the tour form's fields that the wizard (ZTourForm, its submission) and the edit screen
 * (ZTourEditRequest) both apply: written once here, so the two screens cannot drift apart.
 */

const DATA_IMAGE_URL = /^data:image\/(?:jpeg|jpg|png|webp);base64,[A-Za-z0-9+/]+=*$/;

/** An absolute http(s) address with a host and no spaces. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i;

export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/** An image the form may point at: an http(s) URL, one of our own paths ('/api/…'), or a data: image. */
export function isImageReference(value: string): boolean {
  if (value.length === 0) return false;
  if (value.startsWith('data:')) return value.length <= L.dataUrlMax && DATA_IMAGE_URL.test(value);
  if (value.length > L.urlMax) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return !/\s/.test(value);
  return isHttpUrl(value);
}

export const imageReference = (message: string) => z.string().trim().refine(isImageReference, message);

export const positiveNumber = (message: string, max: number) =>
  z.number({ error: message }).positive(message).max(max, message);

export const positiveInteger = (message: string, max: number) =>
  z.number({ error: message }).int(message).positive(message).max(max, message);

/** The two messages the edit screen words its own way (2-operator.md section 5, "Edit tour rules"). */
export type TMainFieldMessages = { titleMin: string; descriptionMin: string };

/**
 * The main fields (2-operator.md section 5, "Full tour form rules"). The price is left to each caller: the
 * form holds major units, the edit request minor units.
 */
export function mainFieldRules(messages: TMainFieldMessages) {
  return {
    /** Required for administrators only (companyNameIssue); others get their company's English name. */
    companyName: plainText().max(L.companyNameMax),
    title: plainText().min(5, messages.titleMin).max(L.titleMax),
    description: multilineText().min(5, messages.descriptionMin).max(L.descriptionMax),
    location: plainText().min(2, M.locationRequired).max(L.shortTextMax),
    country: plainText().min(2, M.countryRequired).max(L.shortTextMax),
    category: z.enum(TOUR_FORM_CATEGORIES, { error: M.categoryRequired }),
    currency: z.enum(TOUR_CURRENCIES, { error: M.currencyRequired }),
    totalQuota: positiveInteger(M.totalQuotaPositive, L.quotaMax),
    thumbnailUrl: imageReference(M.thumbnailInvalid),
  };
}

const discountValue = (max: number, maxMessage: string) =>
  z.number({ error: M.discountPositive }).min(0, M.discountPositive).max(max, maxMessage).nullable();

/** The discount as typed, in either mode: a percentage 0 to 100, an amount not negative (section 5). */
export const discountFieldRules = {
  discountMode: z.enum(DISCOUNT_MODES),
  discountPercentage: discountValue(100, M.percentageMax),
  discountAmount: discountValue(L.priceMax, M.discountAmountMax),
};

export type TFieldIssue = { path: string; message: string };

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

type TDiscountInput = { discountMode: unknown; discountAmount: unknown; price: unknown };

/** In amount mode the amount needs a base price first and must not exceed it (section 5). */
export function discountAmountIssues(form: TDiscountInput): TFieldIssue[] {
  if (form.discountMode !== 'amount') return [];
  const amount = asNumber(form.discountAmount);
  if (amount === null || amount <= 0) return [];
  const price = asNumber(form.price);
  if (price === null || price <= 0) return [{ path: 'discountAmount', message: M.basePriceFirst }];
  return amount > price ? [{ path: 'discountAmount', message: M.discountAmountMax }] : [];
}

const ZDiscount = z.object(discountFieldRules);

/**
 * Everything wrong with the discount as typed: its fields and the amount against the base price. The edit
 * screen checks the form with it (its request carries only the stored percentage); the wizard's ZTourForm has
 * the same rules in its shape.
 */
export function discountIssues(form: TDiscountInput & { discountPercentage: unknown }): TFieldIssue[] {
  const typed = ZDiscount.safeParse(form);
  const fieldIssues = typed.success
    ? []
    : typed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return [...fieldIssues, ...discountAmountIssues(form)];
}

/** The sum of the dates' available spots (empty spots count as 0). */
export function totalAvailableSpots(dates: readonly { availableSpots: number | null }[]): number {
  return dates.reduce((sum, date) => sum + (asNumber(date?.availableSpots) ?? 0), 0);
}

/** The spots over all dates may not exceed the total quota (section 5's cross rule, on totalQuota). */
export function spotsExceedQuota(
  dates: readonly { availableSpots: number | null }[],
  totalQuota: number | null | undefined,
): boolean {
  const quota = asNumber(totalQuota);
  return quota !== null && quota > 0 && totalAvailableSpots(dates) > quota;
}
