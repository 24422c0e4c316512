import { Link, useNavigate } from 'react-router';
import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TOUR_TEXTS } from '../texts';
import { paths } from '@tour/shared';

const T = TOUR_TEXTS.detail;

/** react-router keeps its own history index; above 0 there is a page of this site to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function TourNotFound() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-4 px-4 py-24 text-center">
      <title>{T.notFoundTitle}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <MapPinOff className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{T.notFoundTitle}</h1>
      <p className="text-muted-foreground">{T.notFoundBody}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => void (canGoBack() ? navigate(-1) : navigate('/'))}>
          <ArrowLeft className="size-4" aria-hidden />
          {T.goBack}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.tours.href()}>{T.browseTours}</Link>
        </Button>
      </div>
    </div>
  );
}
