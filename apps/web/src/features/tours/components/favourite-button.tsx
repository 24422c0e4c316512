import { Heart } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useFavourite } from '../favourites';
import { TOUR_CARD_TEXTS } from '../card-texts';
import { useTexts } from '../../../lib/i18n/texts';

export function FavouriteButton({ tourId, title, className }: { tourId: string; title: string; className?: string }) {
  const texts = useTexts(TOUR_CARD_TEXTS);
  const [isFavourite, toggle] = useFavourite(tourId);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? texts.removeFavourite(title) : texts.addFavourite(title)}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm backdrop-blur transition',
        'hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        className,
      )}
    >
      <Heart
        className={cn('size-5 transition-colors', isFavourite ? 'fill-destructive text-destructive' : 'text-ink')}
        aria-hidden
      />
    </button>
  );
}
