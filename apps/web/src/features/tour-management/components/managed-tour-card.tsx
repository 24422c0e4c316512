import { Link } from 'react-router';
import { EyeOff, MapPin, RotateCcw, ThumbsUp } from 'lucide-react';
import type { TManagedTour } from '@tour/shared';
import { TourImage } from '../../../components/tours/tour-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_MANAGEMENT_TEXTS } from '../texts';
import { paths } from '@tour/shared';

type TManagedTourCardProps = {
  tour: TManagedTour;
  busy: boolean;
  onToggle: () => void;
  onUnpublish: () => void;
  onRepublish: () => void;
};

/** One tour of the grid with Recommend / Remove and Unpublish / Republish. */
export function ManagedTourCard({ tour, busy, onToggle, onUnpublish, onRepublish }: TManagedTourCardProps) {
  const T = useTexts(TOUR_MANAGEMENT_TEXTS);
  const language = useLanguage();
  const status = T.status[tour.status];
  const hidden = tour.status === 'hidden';
  return (
    <li
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs"
      data-testid="managed-tour"
      data-tour-id={tour.id}
      data-status={tour.status}
    >
      <div className="relative">
        <TourImage
          src={tour.thumbnailUrl}
          alt=""
          width={480}
          height={270}
          className="aspect-video w-full bg-muted object-cover"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {tour.isRecommended ? (
            <Badge variant="warning" className="bg-highlight text-highlight-foreground">
              <ThumbsUp aria-hidden />
              {T.recommended}
            </Badge>
          ) : null}
          {status ? (
            <Badge variant="destructive" data-testid="managed-tour-status">
              <EyeOff aria-hidden />
              {status}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="grid flex-1 content-start gap-1.5 p-4">
        <h2 className="font-semibold break-words text-ink">{tour.title}</h2>
        <p className="inline-flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{[tour.location, tour.country].filter(Boolean).join(', ')}</span>
        </p>
        <p className="text-sm font-semibold text-ink">{formatMoney(tour.price, tour.currency, language)}</p>
        {tour.companyName ? <p className="truncate text-xs text-muted-foreground">{tour.companyName}</p> : null}
      </div>
      <div className="grid grid-cols-2 gap-2 border-t p-3">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.tour.href({ slug: tour.slug })}>{T.view}</Link>
        </Button>
        <Button
          size="sm"
          variant={tour.isRecommended ? 'outline' : 'default'}
          disabled={busy}
          aria-pressed={tour.isRecommended}
          onClick={onToggle}
        >
          {tour.isRecommended ? T.remove : T.recommend}
        </Button>
        {hidden ? (
          <Button variant="outline" size="sm" className="col-span-2" disabled={busy} onClick={onRepublish}>
            <RotateCcw className="size-4" aria-hidden />
            {busy ? T.republishing : T.republish}
          </Button>
        ) : (
          <Button variant="ghostDestructive" size="sm" className="col-span-2" disabled={busy} onClick={onUnpublish}>
            <EyeOff className="size-4" aria-hidden />
            {T.unpublish}
          </Button>
        )}
      </div>
    </li>
  );
}
