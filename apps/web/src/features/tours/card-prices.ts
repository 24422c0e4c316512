import { minorUnitFactor, pricePerDay, type TLanguage, type TPerPersonPrice } from '@tour/shared';
import { formatMoney, formatMoneyWhole } from '../../lib/money';

export type TCardPrices = {
  /** Price per person after the discount, minor units. */
  price: number;
  /** The listed price before the discount, struck through; null without a discount. */
  originalPrice: number | null;
  /** The price per person after the discount spread over the days. */
  pricePerDay: number;
  discountPercent: number | null;
  /** Several departures are summarised: the price reads "From". */
  isFrom: boolean;
};

/**
 * The prices a tour card, the tour page header and the program show (DESIGN decision 14): the price per
 * person after the discount with the listed price struck through, so that the listed price is that
 * price / (1 − discount), and the price per day derived from the price per person.
 */
export function cardPricesOf(price: TPerPersonPrice, durationDays: number): TCardPrices {
  const discounted = price.discountPercent > 0;
  return {
    price: price.price,
    originalPrice: discounted ? price.listedPrice : null,
    pricePerDay: pricePerDay(price.price, durationDays),
    discountPercent: discounted ? price.discountPercent : null,
    isFrom: price.isFrom,
  };
}

/** '$2,969.10', or '$3,299' for a whole amount: cents only where they are part of the price. */
export function formatCardMoney(minorUnits: number, currency: string, language: TLanguage = 'en'): string {
  return minorUnits % minorUnitFactor(currency) === 0
    ? formatMoneyWhole(minorUnits, currency, language)
    : formatMoney(minorUnits, currency, language);
}
