import { LANGUAGE_LOCALES, type TLanguage } from '@tour/shared';

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount held in the currency's minor unit (cents, satang) the way DESIGN.md says:
 * `Intl.NumberFormat(locale, { style: 'currency', currency })`, in the language's locale.
 */
export function formatMoney(minorUnits: number, currency: string, language: TLanguage): string {
  const code = currency.toUpperCase();
  const key = `${language} ${code}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency: code });
    moneyFormatters.set(key, formatter);
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}

const wholeMoneyFormatters = new Map<string, { formatter: Intl.NumberFormat; digits: number }>();

/** '$3,666': the amount rounded to whole units, for prices on cards where cents are noise. */
export function formatMoneyWhole(minorUnits: number, currency: string, language: TLanguage): string {
  const code = currency.toUpperCase();
  const key = `${language} ${code}`;
  let entry = wholeMoneyFormatters.get(key);
  if (!entry) {
    const digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ??
      2;
    const formatter = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    entry = { formatter, digits };
    wholeMoneyFormatters.set(key, entry);
  }
  return entry.formatter.format(minorUnits / 10 ** entry.digits);
}
