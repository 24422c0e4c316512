import { BedDouble, Building2, ExternalLink, LogIn, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state';
import { useTexts } from '../../lib/i18n/texts';
import { TOUR_INFO_TEXTS } from './texts';

export type THotelCardView = {
  key: string;
  name: string;
  /** The rating as the page shows it (stars, a label); nothing when unrated. */
  rating: ReactNode;
  description: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  amenities: readonly string[];
  website: string | null;
};

function Detail({ icon: Icon, label, value }: { icon: typeof BedDouble; label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="flex items-center gap-1.5">
      <Icon className="size-4 text-primary" aria-hidden />
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium capitalize">{value}</dd>
    </div>
  );
}

function HotelCard({ hotel, testId }: { hotel: THotelCardView; testId?: string }) {
  const T = useTexts(TOUR_INFO_TEXTS).hotels;
  return (
    <li className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold break-words text-ink">{hotel.name}</h3>
        {hotel.rating}
      </div>
      {hotel.description ? (
        <p className="text-sm leading-relaxed break-words text-foreground/90">{hotel.description}</p>
      ) : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Detail icon={BedDouble} label={T.roomType} value={hotel.roomType} />
        <Detail icon={LogIn} label={T.checkIn} value={hotel.checkIn} />
        <Detail icon={LogOut} label={T.checkOut} value={hotel.checkOut} />
      </dl>
      {hotel.amenities.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={T.amenities(hotel.name)}>
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

/** A tour's hotels: rating, description, room, check-in and check-out times, amenities and website. */
export function HotelList({ hotels, cardTestId }: { hotels: readonly THotelCardView[]; cardTestId?: string }) {
  const T = useTexts(TOUR_INFO_TEXTS).hotels;
  if (hotels.length === 0) return <EmptyState icon={Building2} title={T.empty} compact />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {hotels.map((hotel) => (
        <HotelCard key={hotel.key} hotel={hotel} testId={cardTestId} />
      ))}
    </ul>
  );
}
