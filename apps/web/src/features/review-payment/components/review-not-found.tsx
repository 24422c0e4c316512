import { Link } from 'react-router';
import { ArrowLeft, Home, MapPinOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paths } from '@tour/shared';
import { useTexts } from '../../../lib/i18n/texts';
import { REVIEW_TEXTS } from '../texts';

/** A missing tour or date (or one that failed to load): the page says so and offers a way on. */
export function ReviewNotFound({ tourSlug }: { tourSlug: string | null }) {
  const T = useTexts(REVIEW_TEXTS).notFound;
  return (
    <div
      className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-4 px-4 py-24 text-center"
      data-testid="review-not-found"
    >
      <title>{T.title}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <MapPinOff className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{T.title}</h1>
      <p className="text-muted-foreground">{T.body}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {tourSlug ? (
          <Button asChild size="lg">
            <Link to={paths.tour.href({ slug: tourSlug })}>
              <ArrowLeft className="size-4" aria-hidden />
              {T.backToTour}
            </Link>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to={paths.tours.href()}>{T.browse}</Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <Home className="size-4" aria-hidden />
            {T.home}
          </Link>
        </Button>
      </div>
    </div>
  );
}
