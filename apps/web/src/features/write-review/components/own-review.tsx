import { Link } from 'react-router';
import { Clock, EyeOff, Pencil, ExternalLink } from 'lucide-react';
import { paths, type TOwnReview, type TReviewFormState } from '@tour/shared';
import { ReviewItem } from '../../../components/reviews/review-item';
import { Alert } from '../../../components/ui/alert';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { WRITE_REVIEW_TEXTS } from '../texts';

const STATUS_VARIANTS: Record<TOwnReview['status'], TBadgeVariant> = {
  published: 'success',
  in_moderation: 'warning',
  hidden: 'destructive',
};

/** Where the review stands, said plainly: public, waiting for a person (and why), or hidden (and why). */
function StatusNote({ review, tourSlug }: { review: TOwnReview; tourSlug: string }) {
  const T = useTexts(WRITE_REVIEW_TEXTS);
  if (review.status === 'in_moderation') {
    return (
      <div
        className="flex gap-3 rounded-lg border border-highlight/50 bg-highlight/10 px-4 py-3 text-sm text-foreground"
        role="status"
        data-testid="review-in-moderation"
      >
        <Clock className="mt-0.5 size-4 shrink-0 text-highlight-foreground" aria-hidden />
        <div className="grid gap-1.5">
          <p className="font-semibold">{T.moderation.title}</p>
          <p className="leading-relaxed">{T.moderation.body}</p>
          {review.moderationReasons.length > 0 ? (
            <div>
              <p className="font-medium">{T.moderation.reasons}</p>
              <ul className="list-disc pl-5">
                {review.moderationReasons.map((reason) => (
                  <li key={reason}>{T.moderation.reasonLabels[reason]}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {review.canEdit ? <p className="text-muted-foreground">{T.moderation.editHint}</p> : null}
        </div>
      </div>
    );
  }
  if (review.status === 'hidden') {
    return (
      <Alert variant="destructive" title={T.hidden.title} data-testid="review-hidden">
        <p>{T.hidden.body}</p>
        {review.hiddenReason ? (
          <p>
            <span className="font-medium">{T.hidden.reason}</span> {review.hiddenReason}
          </p>
        ) : null}
      </Alert>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-success/30 bg-success/8 px-4 py-3 text-sm text-success">
      <p className="font-medium">{T.published}</p>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.tour.href({ slug: tourSlug }, undefined, 'reviews')}>
          <ExternalLink className="size-4" aria-hidden />
          {T.seeOnTour}
        </Link>
      </Button>
    </div>
  );
}

/** The review already written: where it stands, as it reads, and Edit within its 14 days. */
export function OwnReview({
  state,
  review,
  onEdit,
}: {
  state: TReviewFormState;
  review: TOwnReview;
  onEdit: () => void;
}) {
  const T = useTexts(WRITE_REVIEW_TEXTS);
  const language = useLanguage();
  return (
    <section
      className="grid gap-4"
      aria-labelledby="own-review-title"
      data-testid="own-review"
      data-status={review.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="own-review-title" className="text-lg font-semibold text-ink">
          {T.yourReview}
        </h2>
        <Badge variant={STATUS_VARIANTS[review.status]} data-testid="own-review-status">
          {review.status === 'hidden' ? <EyeOff aria-hidden /> : null}
          {T.status[review.status]}
        </Badge>
      </div>
      <StatusNote review={review} tourSlug={state.booking.tourSlug} />
      <ReviewItem review={review} as="article" />
      {review.canEdit ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 px-4 py-3">
          <p className="text-sm text-muted-foreground" data-testid="review-editable-until">
            {T.editableUntil(formatDateTime(review.editableUntil, language))}
          </p>
          <Button variant="outline" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden />
            {T.edit}
          </Button>
        </div>
      ) : review.status !== 'hidden' ? (
        <p className="rounded-lg bg-muted/60 px-4 py-3 text-sm text-muted-foreground" data-testid="review-read-only">
          {T.readOnly}
        </p>
      ) : null}
    </section>
  );
}
