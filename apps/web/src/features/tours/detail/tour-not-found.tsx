import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, CalendarX2, MapPinOff } from 'lucide-react';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_NOT_FOUND_TEXTS } from './not-found-texts';
import { paths } from '@tour/shared';

/** react-router keeps its own history index; above 0 there is a page of this site to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * An unknown address, or (`unavailable`) a tour an administrator took down: its bookings stand, so the page
 * says where to find them.
 */
export function TourNotFound({ unavailable = false }: { unavailable?: boolean }) {
  const T = useTexts(TOUR_NOT_FOUND_TEXTS);
  const navigate = useNavigate();
  const location = useLocation();
  const title = unavailable ? T.unavailableTitle : T.notFoundTitle;
  const Icon = unavailable ? CalendarX2 : MapPinOff;
  return (
    <div
      className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-4 px-4 py-24 text-center"
      data-testid={unavailable ? 'tour-unavailable' : 'tour-not-found'}
    >
      <PageMeta
        title={title}
        description={unavailable ? T.unavailableBody : T.notFoundBody}
        path={location.pathname}
        indexed={false}
      />
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-semibold text-balance text-ink sm:text-4xl">{title}</h1>
      <p className="text-muted-foreground">{unavailable ? T.unavailableBody : T.notFoundBody}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {unavailable ? null : (
          // A link home, which the app turns into a step back when the visitor came from a page of this site: on a
          // page the server rendered, it works before the app has taken the page over.
          <Button asChild size="lg">
            <Link
              to="/"
              onClick={(event) => {
                if (!canGoBack()) return;
                event.preventDefault();
                void navigate(-1);
              }}
            >
              <ArrowLeft className="size-4" aria-hidden />
              {T.goBack}
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant={unavailable ? 'default' : 'outline'}>
          <Link to={paths.tours.href()}>{T.browseTours}</Link>
        </Button>
        {unavailable ? (
          <Button asChild size="lg" variant="outline">
            <Link to={paths.account.href()}>{T.myBookings}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
