import { Hotel, Star } from 'lucide-react';
import { ratingDisplay } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { TOUR_CARD_TEXTS } from '../card-texts';
import { useTexts } from '../../../lib/i18n/texts';

/**
 * '★ 4.8 (124 reviews)' from three published reviews on, 'New' before that (issue 23): the shared display rule,
 * the same on the card and the tour page.
 */
export function TourRating({
  rating,
  reviewsCount,
  className,
}: {
  rating: number;
  reviewsCount: number;
  className?: string;
}) {
  const texts = useTexts(TOUR_CARD_TEXTS);
  const display = ratingDisplay({ rating, reviewsCount });
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-sm',
        !display.shown && 'rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground',
        className,
      )}
      data-testid="tour-rating"
      data-rating={display.shown ? display.label : undefined}
      data-count={reviewsCount}
    >
      {display.shown ? (
        <>
          <Star className="size-4 fill-highlight text-highlight" aria-hidden />
          <span className="sr-only">{texts.ratingLabel(display.label, texts.reviews(display.reviewsCount))}</span>
          <span aria-hidden className="font-semibold text-ink">
            {display.label}
          </span>
          <span aria-hidden className="text-muted-foreground">
            ({texts.reviews(display.reviewsCount)})
          </span>
        </>
      ) : (
        <>
          {texts.newBadge}
          <span className="sr-only">{texts.newLabel}</span>
        </>
      )}
    </span>
  );
}

/** A hotel and as many stars as the tour's hotels have (4 when none are listed). */
export function HotelStars({ stars, className }: { stars: number; className?: string }) {
  const texts = useTexts(TOUR_CARD_TEXTS);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} data-testid="hotel-stars" data-stars={stars}>
      <span className="sr-only">{texts.hotelStars(stars)}</span>
      <Hotel className="mr-0.5 size-4 text-muted-foreground" aria-hidden />
      {Array.from({ length: stars }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical decorative stars; the position is all that tells them apart
        <Star key={index} className="size-3.5 fill-highlight text-highlight" aria-hidden />
      ))}
    </span>
  );
}
