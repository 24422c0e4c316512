import type { TTourFormValues } from './schema';

/**
 * The discount of the tour form (2-operator.md sections 3 and 4): typed as a percentage or as an amount
 * off the base price, stored as a whole percentage. The wizard and the edit screen both go through here.
 */

type TDiscountValues = Pick<TTourFormValues, 'price' | 'discountMode' | 'discountPercentage' | 'discountAmount'>;

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** The amount a percentage takes off the base price, in the price's units, to 2 decimals. */
export function discountAmountFromPercentage(price: number | null, percentage: number | null): number | null {
  if (price === null || percentage === null || !Number.isFinite(price) || !Number.isFinite(percentage)) return null;
  return roundTo2((price * percentage) / 100);
}

/** The percentage an amount takes off the base price, to 2 decimals; null without a base price. */
export function discountPercentageFromAmount(price: number | null, amount: number | null): number | null {
  if (price === null || amount === null || !Number.isFinite(price) || !Number.isFinite(amount) || price <= 0) {
    return null;
  }
  return roundTo2((amount / price) * 100);
}

/** The percentage the discount comes to in its mode, to 2 decimals (null for none typed). */
export function discountPercentageOf(form: TDiscountValues): number | null {
  return form.discountMode === 'amount'
    ? discountPercentageFromAmount(form.price, form.discountAmount)
    : form.discountPercentage;
}

/**
 * The discount as the tours table keeps it: whole percent, at most 100, null for none (an amount is stored
 * as its rounded percentage). A negative or over-large one is the form's error to show, not stored.
 */
export function storedDiscountPercentage(form: TDiscountValues): number | null {
  const percentage = discountPercentageOf(form);
  if (percentage === null || !Number.isFinite(percentage) || percentage <= 0) return null;
  return Math.min(100, Math.round(percentage));
}

/** Switching the discount mode carries the discount over: the new mode's field shows what the old one gave. */
export function discountModeSwitch(
  form: TDiscountValues,
  mode: TTourFormValues['discountMode'],
): Pick<TTourFormValues, 'discountMode'> & Partial<TDiscountValues> {
  return mode === 'amount'
    ? { discountMode: mode, discountAmount: discountAmountFromPercentage(form.price, form.discountPercentage) }
    : { discountMode: mode, discountPercentage: discountPercentageFromAmount(form.price, form.discountAmount) };
}
