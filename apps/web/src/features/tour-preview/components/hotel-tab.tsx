import { HotelList } from '../../../components/tours/hotel-list';
import { useTexts } from '../../../lib/i18n/texts';
import { amenityLabel, TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import type { TPreviewTour } from '../preview-tour';
import { hotelRatingLabel, roomTypeLabel } from '../summary/tour-summary';

/** Every hotel with its rating, room, times and amenities. */
export function HotelTab({ tour }: { tour: TPreviewTour }) {
  const labels = useTexts(TOUR_FORM_LABELS_TEXTS);
  return (
    <HotelList
      cardTestId="preview-hotel"
      hotels={tour.hotels.map((hotel, index) => ({
        // A read-only list in the draft's order; two entries may be alike.
        key: `${hotel.name}-${index}`,
        name: hotel.name,
        rating: hotel.rating ? (
          <span className="rounded-full bg-highlight/20 px-2.5 py-0.5 text-xs font-semibold text-highlight-foreground">
            {hotelRatingLabel(hotel.rating, labels)}
          </span>
        ) : null,
        description: hotel.description,
        roomType: roomTypeLabel(hotel.roomType, labels),
        checkIn: hotel.checkIn,
        checkOut: hotel.checkOut,
        amenities: hotel.amenities.map((amenity) => amenityLabel(amenity, labels)),
        website: hotel.website,
      }))}
    />
  );
}
