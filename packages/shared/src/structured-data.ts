import type { TTourDetail } from './api/tours.api';
import { minorUnitFactor, toMajorUnits } from './pricing';

/** A tour's page as schema.org data for search engines (JSON-LD): a Product with its offer and rating. */
export type TTourStructuredData = {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  description: string;
  url: string;
  image?: string[];
  category?: string;
  brand?: { '@type': 'Brand'; name: string };
  offers: {
    '@type': 'Offer';
    url: string;
    price: string;
    priceCurrency: string;
    availability: 'https://schema.org/InStock' | 'https://schema.org/SoldOut';
  };
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: number;
    reviewCount: number;
    bestRating: 5;
    worstRating: 1;
  };
};

/**
 * The tour as a schema.org Product (the type search engines show prices and stars for): its lowest price per person
 * now (the page's "From" price), whether any departure has seats, and the travellers' rating once it has reviews.
 */
export function tourStructuredData(
  tour: TTourDetail,
  page: { url: string; imageUrl: string | null; description: string },
): TTourStructuredData {
  const { price } = tour.perPersonPrice;
  const hasSeats = !tour.bookingsPaused && tour.dates.some((date) => date.availableSpots > 0);
  const decimals = minorUnitFactor(tour.currency) === 1 ? 0 : 2;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tour.title,
    description: page.description,
    url: page.url,
    ...(page.imageUrl ? { image: [page.imageUrl] } : {}),
    ...(tour.category ? { category: tour.category } : {}),
    ...(tour.companyName ? { brand: { '@type': 'Brand', name: tour.companyName } } : {}),
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: toMajorUnits(price, tour.currency).toFixed(decimals),
      priceCurrency: tour.currency,
      availability: hasSeats ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
    ...(tour.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: tour.rating,
            reviewCount: tour.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
