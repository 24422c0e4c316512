import { BedDouble, Building2, ExternalLink, LogIn, LogOut } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import type { TPreviewHotel, TPreviewTour } from '../preview-tour';
import { hotelRatingLabel, roomTypeLabel } from '../summary/tour-summary';
import { PREVIEW_TEXTS } from '../texts';

const T = PREVIEW_TEXTS.hotel;

function Detail({ icon: Icon, label, value }: { icon: typeof BedDouble; label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="flex items-center gap-1.5">
      <Icon className="size-4 text-primary" aria-hidden />
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function HotelCard({ hotel }: { hotel: TPreviewHotel }) {
  return (
    <li className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs" data-testid="preview-hotel">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold break-words text-ink">{hotel.name}</h3>
        {hotel.rating ? (
          <span className="rounded-full bg-highlight/20 px-2.5 py-0.5 text-xs font-semibold text-highlight-foreground">
            {hotelRatingLabel(hotel.rating)}
          </span>
        ) : null}
      </div>
      {hotel.description ? (
        <p className="text-sm leading-relaxed break-words text-foreground/90">{hotel.description}</p>
      ) : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Detail icon={BedDouble} label={T.roomType} value={roomTypeLabel(hotel.roomType)} />
        <Detail icon={LogIn} label={T.checkIn} value={hotel.checkIn} />
        <Detail icon={LogOut} label={T.checkOut} value={hotel.checkOut} />
      </dl>
      {hotel.amenities.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${hotel.name} amenities`}>
          {hotel.amenities.map((amenity) => (
            <li key={amenity} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-foreground/80">
              {amenity}
            </li>
          ))}
        </ul>
      ) : null}
      {hotel.website ? (
        <a
          href={hotel.website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {T.website}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      ) : null}
    </li>
  );
}

/** Every hotel with its rating, room, times and amenities. */
export function HotelTab({ tour }: { tour: TPreviewTour }) {
  if (tour.hotels.length === 0) return <EmptyState icon={Building2} title={T.empty} compact />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {tour.hotels.map((hotel, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the draft's order; two entries may be alike
        <HotelCard key={`${hotel.name}-${index}`} hotel={hotel} />
      ))}
    </ul>
  );
}
