import type { ReactNode } from 'react';
import { MessageSquareReply } from 'lucide-react';
import { formatCalendarMonth, REVIEW_SUB_RATINGS, type TPublicReview, type TReviewSubRating } from '@tour/shared';
import { formatDate } from '../../lib/format';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { ReviewPhotos } from './review-photos';
import { Stars } from './stars';
import { REVIEW_VIEW_TEXTS } from './texts';

const SUB_RATING_FIELD: Record<
  TReviewSubRating,
  'guideRating' | 'organisationRating' | 'valueRating' | 'accommodationRating'
> = {
  guide: 'guideRating',
  organisation: 'organisationRating',
  value: 'valueRating',
  accommodation: 'accommodationRating',
};

/** The sub-ratings the traveller gave, as 'Guide ★★★★★'. */
function SubRatings({ review }: { review: TPublicReview }) {
  const T = useTexts(REVIEW_VIEW_TEXTS);
  const given = REVIEW_SUB_RATINGS.flatMap((key) => {
    const value = review[SUB_RATING_FIELD[key]];
    return value === null ? [] : [{ key, value }];
  });
  if (given.length === 0) return null;
  return (
    <dl
      className="grid grid-cols-1 gap-x-6 gap-y-1 text-xs text-muted-foreground min-[420px]:grid-cols-2"
      aria-label={T.subRatingsLabel}
    >
      {given.map(({ key, value }) => (
        <div key={key} className="flex items-center justify-between gap-2 min-[420px]:justify-start">
          <dt>{T.subRatings[key]}</dt>
          <dd>
            <Stars rating={value} size="sm" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The operator's public answer, under the review it answers. */
function ReviewReply({ reply }: { reply: NonNullable<TPublicReview['reply']> }) {
  const T = useTexts(REVIEW_VIEW_TEXTS);
  const language = useLanguage();
  return (
    <div
      className="grid gap-1.5 rounded-lg border-l-4 border-primary/40 bg-accent/50 px-4 py-3"
      data-testid="review-reply"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm font-semibold text-ink">
        <MessageSquareReply className="size-4 shrink-0 text-primary" aria-hidden />
        {T.reply(reply.operatorName)}
        <span className="text-xs font-normal text-muted-foreground">{formatDate(reply.createdAt, language)}</span>
      </p>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">{reply.body}</p>
    </div>
  );
}

type TReviewItemProps = {
  review: TPublicReview;
  /** Above the review: the tour it is about, a status. */
  header?: ReactNode;
  /** Under the review (and its reply): report, reply, moderate. */
  actions?: ReactNode;
  /** The title's heading level where the list sits. */
  headingLevel?: 3 | 4;
  className?: string;
  as?: 'li' | 'article';
  testId?: string;
};

/** A review as everyone reads it: rating, title, who and when, the text, sub-ratings, photos, the operator's reply. */
export function ReviewItem({
  review,
  header,
  actions,
  headingLevel = 3,
  className,
  as: Element = 'li',
  testId = 'review-item',
}: TReviewItemProps) {
  const T = useTexts(REVIEW_VIEW_TEXTS);
  const language = useLanguage();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Element
      className={cn('grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5', className)}
      data-testid={testId}
      data-review-id={review.id}
      data-rating={review.overallRating}
    >
      {header}
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.overallRating} />
          <Heading className="min-w-0 font-semibold break-words text-ink" data-testid="review-title">
            {review.title}
          </Heading>
        </div>
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground" data-testid="review-author">
            {review.authorName}
          </span>
          {' · '}
          {T.travelled(
            formatCalendarMonth(review.travelMonth, 'longMonth', language),
            T.travellerTypes[review.travellerType],
          )}
          {' · '}
          {T.written(formatDate(review.createdAt, language))}
          {review.editedAt ? ` (${T.edited})` : null}
        </p>
      </div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground" data-testid="review-body">
        {review.body}
      </p>
      <SubRatings review={review} />
      <ReviewPhotos photos={review.photos} />
      {review.reply ? <ReviewReply reply={review.reply} /> : null}
      {actions}
    </Element>
  );
}
