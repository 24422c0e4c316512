import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import { paths, type TReviewFormState, tourContentIn } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { BRAND } from '../../lib/brand';
import { formatDateRange } from '../../lib/calendar-date';
import { useLanguage } from '../../lib/i18n/language';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { type TReviewSource, useReviewForm } from './api/review-form';
import { OwnReview } from './components/own-review';
import { ReviewForm } from './components/review-form';
import { WRITE_REVIEW_TEXTS } from './texts';

/** The trip being reviewed: tour, reference, dates, and how the review is signed. */
function TripCard({ state }: { state: TReviewFormState }) {
  const T = useTexts(WRITE_REVIEW_TEXTS);
  const language = useLanguage();
  const { booking } = state;
  // The tour's title in the reader's language where the operator gave it (issue 27), else its own.
  const tour = tourContentIn(
    {
      contentLanguage: booking.tourContentLanguage,
      title: booking.tourTitle,
      titleTranslation: booking.tourTitleTranslation,
    },
    language,
  );
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5" data-testid="review-trip">
      <p className="flex items-start gap-2 font-semibold text-ink">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <Link
          to={paths.tour.href({ slug: booking.tourSlug })}
          lang={tour.language}
          className="hover:text-primary hover:underline"
        >
          {tour.title}
        </Link>
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[420px]:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-1 text-xs text-muted-foreground">
            <Ticket className="size-3" aria-hidden />
            {T.reference}
          </dt>
          <dd className="font-mono font-medium text-foreground" data-testid="review-booking-reference">
            {booking.reference}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-1 text-xs text-muted-foreground">
            <CalendarDays className="size-3" aria-hidden />
            {T.travelDates}
          </dt>
          <dd className="font-medium text-foreground">
            {formatDateRange(booking.startDate, booking.endDate, language)}
          </dd>
        </div>
      </dl>
      <p className="border-t pt-3 text-xs text-muted-foreground">{T.signedAs(booking.authorName)}</p>
    </div>
  );
}

/** Not a review the rules allow: the server's reason in its words, and the rule. */
function NotEligible({ state }: { state: TReviewFormState }) {
  const T = useTexts(WRITE_REVIEW_TEXTS);
  const say = useMessage();
  if (state.eligibility.eligible) return null;
  return (
    <div className="grid gap-4" data-testid="review-not-eligible" data-reason={state.eligibility.reason}>
      <Alert variant="destructive" title={T.notEligible.title}>
        <p data-testid="review-not-eligible-message">{say(state.eligibility.message)}</p>
      </Alert>
      <p className="text-sm text-muted-foreground">{T.notEligible.rule}</p>
    </div>
  );
}

function ReviewState({ source, state }: { source: TReviewSource; state: TReviewFormState }) {
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const say = useMessage();
  const saved = (next: TReviewFormState) => {
    setMessage(next.message && say(next.message));
    setEditing(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  let body: ReactNode;
  if (state.review && editing) {
    body = (
      <ReviewForm
        key="edit"
        source={source}
        state={state}
        mode="edit"
        onSaved={saved}
        onCancel={() => setEditing(false)}
      />
    );
  } else if (state.review) {
    body = (
      <OwnReview
        state={state}
        review={state.review}
        onEdit={() => {
          setMessage(null);
          setEditing(true);
        }}
      />
    );
  } else if (!state.eligibility.eligible) {
    body = <NotEligible state={state} />;
  } else {
    body = <ReviewForm key="submit" source={source} state={state} mode="submit" onSaved={saved} />;
  }

  return (
    <div className="grid gap-6">
      <TripCard state={state} />
      {message ? (
        <Alert variant="success" data-testid="review-saved">
          {message}
        </Alert>
      ) : null}
      {body}
    </div>
  );
}

function Problem({ title, body, action, testId }: { title: string; body: string; action: ReactNode; testId: string }) {
  return (
    <div className="grid gap-6 py-6" data-testid={testId}>
      <Alert variant="destructive" title={title}>
        {body}
      </Alert>
      {action}
    </div>
  );
}

/**
 * The review page (issue 23): whoever holds the private link, or the signed-in owner of the booking. It writes the
 * booking's one review, shows it once written (editable for 14 days), or says why the trip cannot be reviewed.
 */
export function ReviewPage({ source }: { source: TReviewSource }) {
  const T = useTexts(WRITE_REVIEW_TEXTS);
  const query = useReviewForm(source);

  let content: ReactNode;
  if (query.isPending) {
    content = <PageSpinner label={T.loading} />;
  } else if (query.data) {
    content = <ReviewState source={source} state={query.data} />;
  } else if (isApiError(query.error, 'NOT_FOUND') || isApiError(query.error, 'VALIDATION_FAILED')) {
    content =
      source.kind === 'link' ? (
        <Problem
          testId="review-link-invalid"
          title={T.invalid.title}
          body={T.invalid.body}
          action={
            <Button asChild size="lg" className="w-full sm:w-fit">
              <Link to={paths.tours.href()}>{T.invalid.home}</Link>
            </Button>
          }
        />
      ) : (
        <Problem
          testId="review-booking-not-found"
          title={T.notFound.title}
          body={T.notFound.body}
          action={
            <Button asChild size="lg" className="w-full sm:w-fit">
              <Link to={paths.account.href({ tab: 'bookings' })}>{T.notFound.account}</Link>
            </Button>
          }
        />
      );
  } else {
    content = (
      <Problem
        testId="review-load-failed"
        title={T.loadFailed.title}
        body={T.loadFailed.body}
        action={
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => void query.refetch()}>
            {T.loadFailed.retry}
          </Button>
        }
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid="review-page">
      <title>{`${T.pageTitle} · ${BRAND.name}`}</title>
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{T.heading}</h1>
      {content}
    </div>
  );
}
