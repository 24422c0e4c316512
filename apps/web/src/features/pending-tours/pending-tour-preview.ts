import {
  TOUR_HOTEL_RATINGS,
  TOUR_ROOM_TYPES,
  type TPendingFlightView,
  type TPendingTourDetail,
  type TTourFormCategory,
} from '@tour/shared';
import type { TPreviewTour } from '../tour-preview/api/preview-tabs';

type TPreviewFlight = TPreviewTour['dates'][number]['outbound'];

function oneOf<T extends string>(list: readonly T[], value: string): T | '' {
  return (list as readonly string[]).includes(value) ? (value as T) : '';
}

function flight(view: TPendingFlightView | null | undefined): TPreviewFlight {
  if (!view) return null;
  return { ...view, airlineCode: view.airlineCode ?? null, duration: view.duration ?? null };
}

/** A submitted record as the tour preview's tabs read it: the administrator sees what the operator saw. */
export function previewFromPendingTour(record: TPendingTourDetail): TPreviewTour {
  return {
    sku: record.sku,
    companyName: record.companyName,
    contentLanguage: record.contentLanguage,
    contentTranslation: record.contentTranslation,
    title: record.title,
    slug: record.slug,
    description: record.description,
    location: record.location,
    country: record.country,
    // Pending records are made from the validated wizard form, so the category is one of the form's.
    category: record.category as TTourFormCategory,
    price: record.price,
    discountPercent: record.discountPercentage ?? 0,
    currency: record.currency,
    durationDays: record.durationDays,
    totalQuota: record.totalQuota,
    thumbnailUrl: record.thumbnailUrl,
    images: [...record.tourImages].sort((a, b) => a.order - b.order).map(({ url, order }) => ({ url, order })),
    inclusions: record.inclusions,
    exclusions: record.exclusions,
    highlights: record.highlights,
    cancellationPolicy: record.cancellationPolicy,
    itineraryDays: [...record.itineraryDays]
      .sort((a, b) => a.dayNumber - b.dayNumber)
      .map((day) => ({
        dayNumber: day.dayNumber,
        title: day.title,
        activities:
          day.activities.length > 0
            ? day.activities.map((activity) => ({ time: activity.time ?? null, description: activity.description }))
            : day.description
              ? [{ time: day.time ?? null, description: day.description }]
              : [],
      })),
    mealPlans: record.mealPlans,
    hotels: record.hotels.map((hotel) => ({
      ...hotel,
      rating: oneOf(TOUR_HOTEL_RATINGS, hotel.rating),
      roomType: oneOf(TOUR_ROOM_TYPES, hotel.roomType),
      website: hotel.website ?? null,
    })),
    dates: record.availableDates.map((date) => ({
      ...date,
      outbound: flight(date.outbound),
      return: flight(date.return),
    })),
  };
}
