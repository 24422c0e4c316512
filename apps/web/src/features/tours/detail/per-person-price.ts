import type { TTourDate, TTourDetail } from '@tour/shared';
import { quoteDeparture } from '../../../lib/booking-quote';

/**
 * The selected departure's price per person as the booking card and the sticky bar show it: after the
 * discount, with the listed price to strike through when there is one (DESIGN decision 14). It is the
 * one-guest quote, so it follows the same rule as the total.
 */
export function perPersonPriceOf(tour: TTourDetail, date: TTourDate) {
  const quote = quoteDeparture(date, tour.discountPercentage, 1);
  return {
    price: quote.total,
    listedPrice: quote.discountPercent > 0 ? quote.subtotal : null,
    currency: date.currency,
  };
}
