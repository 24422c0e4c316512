import { HotelList } from '../../../components/tours/hotel-list';
import type { TPreviewTour } from '../preview-tour';
import { hotelRatingLabel, roomTypeLabel } from '../summary/tour-summary';

/** Every hotel with its rating, room, times and amenities. */
export function HotelTab({ tour }: { tour: TPreviewTour }) {
  return (
    <HotelList
      cardTestId="preview-hotel"
      hotels={tour.hotels.map((hotel, index) => ({
        // A read-only list in the draft's order; two entries may be alike.
        key: `${hotel.name}-${index}`,
        name: hotel.name,
        rating: hotel.rating ? (
          <span className="rounded-full bg-highlight/20 px-2.5 py-0.5 text-xs font-semibold text-highlight-foreground">
            {hotelRatingLabel(hotel.rating)}
          </span>
        ) : null,
        description: hotel.description,
        roomType: roomTypeLabel(hotel.roomType),
        checkIn: hotel.checkIn,
        checkOut: hotel.checkOut,
        amenities: hotel.amenities,
        website: hotel.website,
      }))}
    />
  );
}
