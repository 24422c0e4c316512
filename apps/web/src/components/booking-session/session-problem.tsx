import { Link } from 'react-router';
import { CircleCheck, SearchX, TimerOff } from 'lucide-react';
import { Button } from '../ui/button';
import { SESSION_TEXTS } from '../../lib/booking-session-texts';
import { useTexts } from '../../lib/i18n/texts';
import { paths } from '@tour/shared';

function ProblemFrame({
  icon: Icon,
  title,
  children,
  testId,
}: {
  icon: typeof TimerOff;
  title: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <div className="mx-auto grid w-full max-w-lg px-4 py-16 sm:py-24">
      <section
        data-testid={testId}
        className="grid justify-items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** 'Session Expired': the held seats are back on sale; the way back is to the tour. */
export function SessionExpiredView({ tourSlug }: { tourSlug: string | null }) {
  const T = useTexts(SESSION_TEXTS).expired;
  return (
    <ProblemFrame icon={TimerOff} title={T.title} testId="session-expired">
      <p className="text-base text-foreground">{T.body}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{T.released}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {tourSlug ? (
          <Button asChild size="lg">
            <Link to={paths.tour.href({ slug: tourSlug })}>{T.backToTour}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="lg">
          <Link to="/">{T.home}</Link>
        </Button>
      </div>
    </ProblemFrame>
  );
}

/** 'Session not found or expired': someone else's, unknown, or long gone. */
export function SessionNotFoundView({ tourSlug }: { tourSlug: string | null }) {
  const T = useTexts(SESSION_TEXTS);
  return (
    <ProblemFrame icon={SearchX} title={T.notFound.title} testId="session-not-found">
      <p className="max-w-sm text-sm text-muted-foreground">{T.notFound.body}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {tourSlug ? (
          <Button asChild size="lg">
            <Link to={paths.tour.href({ slug: tourSlug })}>{T.expired.backToTour}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="lg">
          <Link to="/">{T.expired.home}</Link>
        </Button>
      </div>
    </ProblemFrame>
  );
}

/** A session whose payment went through: lead to its confirmation instead of a second payment. */
export function SessionCompletedView({ sessionId }: { sessionId: string }) {
  const T = useTexts(SESSION_TEXTS).completed;
  return (
    <ProblemFrame icon={CircleCheck} title={T.title} testId="session-completed">
      <p className="max-w-sm text-sm text-muted-foreground">{T.body}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to={paths.bookingConfirmation.href({ session_id: sessionId })}>{T.view}</Link>
      </Button>
    </ProblemFrame>
  );
}
