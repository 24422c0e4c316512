import { originalPriceBeforeDiscount, pricePerDay, type TTourCard } from '@tour/shared';

type TCardPrices = {
  /** Price per person, minor units. */
  price: number;
  /** The struck-through price before the discount, or null without a discount. */
  originalPrice: number | null;
  pricePerDay: number;
  discountPercent: number | null;
};

/** The prices a tour card shows (1-traveller.md section 9): per person, before the discount, per day. */
export function cardPricesOf(tour: Pick<TTourCard, 'price' | 'discountPercentage' | 'durationDays'>): TCardPrices {
  const originalPrice = originalPriceBeforeDiscount(tour.price, tour.discountPercentage);
  return {
    price: tour.price,
    originalPrice,
    pricePerDay: pricePerDay(tour.price, tour.durationDays),
    discountPercent: originalPrice === null ? null : tour.discountPercentage,
  };
}
