import { BedDouble, Building2, Crown, ExternalLink, LogIn, LogOut, Star } from 'lucide-react';
import type { THotel } from '@tour/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { TOUR_TEXTS } from '../texts';

const T = TOUR_TEXTS.hotels;

/** Hotel ratings are 3, 4, 5 or luxury (1-traveller.md section 2). */
function HotelRating({ rating }: { rating: string }) {
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

function HotelCard({ hotel }: { hotel: THotel }) {
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs" data-testid="hotel-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{hotel.name}</h3>
        <HotelRating rating={hotel.rating} />
      </div>
      {hotel.description ? <p className="text-sm leading-relaxed text-foreground/90">{hotel.description}</p> : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {hotel.roomType ? (
          <div className="flex items-center gap-1.5">
            <BedDouble className="size-4 text-primary" aria-hidden />
            <dt className="text-muted-foreground">{T.roomType}</dt>
            <dd className="font-medium capitalize">{hotel.roomType}</dd>
          </div>
        ) : null}
        {hotel.checkInTime ? (
          <div className="flex items-center gap-1.5">
            <LogIn className="size-4 text-primary" aria-hidden />
            <dt className="text-muted-foreground">{T.checkIn}</dt>
            <dd className="font-medium">{hotel.checkInTime}</dd>
          </div>
        ) : null}
        {hotel.checkOutTime ? (
          <div className="flex items-center gap-1.5">
            <LogOut className="size-4 text-primary" aria-hidden />
            <dt className="text-muted-foreground">{T.checkOut}</dt>
            <dd className="font-medium">{hotel.checkOutTime}</dd>
          </div>
        ) : null}
      </dl>
      {hotel.amenities.length ? (
        <ul className="flex flex-wrap gap-2">
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

export function HotelsTab({ hotels }: { hotels: readonly THotel[] }) {
  if (hotels.length === 0) return <EmptyState icon={Building2} title={T.empty} compact />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {hotels.map((hotel) => (
        <HotelCard key={hotel.id} hotel={hotel} />
      ))}
    </ul>
  );
}
