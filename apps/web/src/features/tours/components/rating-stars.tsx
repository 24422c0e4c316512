import { Hotel, Star } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { TOUR_TEXTS } from '../texts';

/** '★ 4.8 (124 reviews)' */
export function TourRating({
  rating,
  reviewsCount,
  className,
}: {
  rating: number;
  reviewsCount: number;
  className?: string;
}) {
  if (reviewsCount === 0) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-sm text-muted-foreground', className)}>
        <Star className="size-4 text-muted-foreground" aria-hidden />
        {TOUR_TEXTS.card.noReviews}
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star className="size-4 fill-highlight text-highlight" aria-hidden />
      <span className="sr-only">{TOUR_TEXTS.card.ratingLabel(rating, reviewsCount)}</span>
      <span aria-hidden className="font-semibold text-ink">
        {rating.toFixed(1)}
      </span>
      <span aria-hidden className="text-muted-foreground">
        {TOUR_TEXTS.card.reviews(reviewsCount)}
      </span>
    </span>
  );
}

/** A hotel and as many stars as the tour's hotels have (4 when none are listed). */
export function HotelStars({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} data-testid="hotel-stars" data-stars={stars}>
      <span className="sr-only">{TOUR_TEXTS.card.hotelStars(stars)}</span>
      <Hotel className="mr-0.5 size-4 text-muted-foreground" aria-hidden />
      {Array.from({ length: stars }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical decorative stars; the position is all that tells them apart
        <Star key={index} className="size-3.5 fill-highlight text-highlight" aria-hidden />
      ))}
    </span>
  );
}
