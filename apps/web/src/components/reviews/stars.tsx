import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTexts } from '../../lib/i18n/texts';
import { REVIEW_VIEW_TEXTS } from './texts';

const SIZES = { sm: 'size-3.5', md: 'size-4', lg: 'size-6' } as const;

/**
 * Five stars filled up to `rating` (a whole review's rating, or an average filled in part), read out once as
 * 'Rated 4.5 out of 5'.
 */
export function Stars({
  rating,
  size = 'md',
  label,
  className,
}: {
  rating: number;
  size?: keyof typeof SIZES;
  /** What a screen reader hears instead of the default sentence. */
  label?: string;
  className?: string;
}) {
  const T = useTexts(REVIEW_VIEW_TEXTS);
  return (
    <span
      role="img"
      aria-label={label ?? T.stars(rating)}
      className={cn('inline-flex shrink-0 items-center gap-0.5', className)}
      data-rating={rating}
    >
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, rating - (position - 1)));
        return (
          <span key={position} className={cn('relative inline-flex', SIZES[size])} aria-hidden>
            <Star className={cn('absolute inset-0 text-highlight/45', SIZES[size])} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-highlight text-highlight', SIZES[size])} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
