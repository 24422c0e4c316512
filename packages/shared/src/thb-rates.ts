import { toMajorUnits } from './pricing';

/**
 * Baht per unit of each currency the catalogue uses. PromptPay charges THB, so other currencies are
 * converted (DESIGN decision 5), and the dashboards' headline totals are in THB; the USD rate is configurable
 * (THB_PER_USD), the others follow it.
 */
const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  SGD: 0.74,
  JPY: 0.0067,
  CNY: 0.14,
  INR: 0.012,
  KRW: 0.00074,
};

export function thbRateFor(currency: string, thbPerUsd: number): number {
  if (currency === 'THB') return 1;
  const usd = USD_PER_UNIT[currency];
  if (usd === undefined) throw new Error(`no THB rate for ${currency}`);
  return Math.round(usd * thbPerUsd * 10_000) / 10_000;
}

/** An amount in the currency's minor unit, as satang. */
export function toThbMinor(amount: number, currency: string, thbPerUsd: number): number {
  return Math.round(toMajorUnits(amount, currency) * thbRateFor(currency, thbPerUsd) * 100);
}

/** US dollars per unit of a currency, at the same configured rate (the search's prices are in dollars). */
export function usdRateFor(currency: string, thbPerUsd: number): number {
  if (currency === 'USD') return 1;
  return thbRateFor(currency, thbPerUsd) / thbPerUsd;
}
