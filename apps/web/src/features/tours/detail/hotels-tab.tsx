import { Crown, Star } from 'lucide-react';
import type { THotel } from '@tour/shared';
import { HotelList } from '../../../components/tours/hotel-list';
import { TOUR_PARTS_TEXTS } from './parts-texts';
import { useTexts } from '../../../lib/i18n/texts';

/** Hotel ratings are 3, 4, 5 or luxury (1-traveller.md section 2). */
function HotelRating({ rating }: { rating: string }) {
  const T = useTexts(TOUR_PARTS_TEXTS).hotels;
  if (rating === 'luxury') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-highlight/20 px-2.5 py-0.5 text-xs font-semibold text-highlight-foreground">
        <Crown className="size-3.5" aria-hidden />
        {T.luxury}
      </span>
    );
  }
  const stars = Number(rating);
  return (
    <span className="inline-flex items-center gap-0.5" title={T.stars(stars)}>
      <span className="sr-only">{T.stars(stars)}</span>
      {Array.from({ length: stars }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical decorative stars; the position is all that tells them apart
        <Star key={index} className="size-4 fill-highlight text-highlight" aria-hidden />
      ))}
    </span>
  );
}

export function HotelsTab({ hotels }: { hotels: readonly THotel[] }) {
  return (
    <HotelList
      cardTestId="hotel-card"
      hotels={hotels.map((hotel) => ({
        key: hotel.id,
        name: hotel.name,
        rating: <HotelRating rating={hotel.rating} />,
        description: hotel.description ?? '',
        roomType: hotel.roomType ?? '',
        checkIn: hotel.checkInTime ?? '',
        checkOut: hotel.checkOutTime ?? '',
        amenities: hotel.amenities,
        website: hotel.website,
      }))}
    />
  );
}
