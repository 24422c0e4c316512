import { Link } from 'react-router';
import { EyeOff, Flag, ShieldAlert, Send, CheckCircle2 } from 'lucide-react';
import { paths, type TReviewModerationItem } from '@tour/shared';
import { ReviewItem } from '../../../components/reviews/review-item';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { REVIEW_MODERATION_TEXTS } from '../texts';

type TModerationItemProps = {
  item: TReviewModerationItem;
  busy: boolean;
  onPublish: (item: TReviewModerationItem) => void;
  onHide: (item: TReviewModerationItem) => void;
};

/** Why the review waits: the rules it tripped, or the reports against it. */
function WhyItWaits({ item }: { item: TReviewModerationItem }) {
  const T = useTexts(REVIEW_MODERATION_TEXTS);
  const language = useLanguage();
  const { review, reports } = item;
  return (
    <div className="grid gap-2 rounded-lg bg-highlight/10 px-3 py-2.5 text-sm text-foreground">
      {review.status === 'in_moderation' && review.moderationReasons.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5" data-testid="moderation-reasons">
          <span className="font-medium">{T.heldFor}</span>
          {review.moderationReasons.map((reason) => (
            <Badge key={reason} variant="warning">
              {T.moderationReasons[reason]}
            </Badge>
          ))}
        </div>
      ) : null}
      {reports.length > 0 ? (
        <div className="grid gap-1" data-testid="moderation-reports">
          <p className="flex items-center gap-1.5 font-medium">
            <Flag className="size-3.5 text-destructive" aria-hidden />
            {T.reports(reports.length)}
          </p>
          <ul className="grid gap-1 pl-5">
            {reports.map((report) => (
              <li key={`${report.createdAt}-${report.reason}`} className="list-disc break-words">
                {T.reportReasons[report.reason]}
                {report.details ? <span className="text-muted-foreground">: “{report.details}”</span> : null}
                <span className="text-xs text-muted-foreground">
                  {' '}
                  ({T.reportedOn(formatDate(report.createdAt, language))})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A review waiting for a decision: which tour and booking, why it waits, the review itself, Publish or Hide. */
export function ModerationItem({ item, busy, onPublish, onHide }: TModerationItemProps) {
  const T = useTexts(REVIEW_MODERATION_TEXTS);
  const held = item.review.status === 'in_moderation';
  return (
    <ReviewItem
      review={item.review}
      testId="moderation-item"
      header={
        <div className="grid gap-3 border-b pb-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <dl className="grid min-w-0 gap-0.5 text-sm">
              <div className="flex min-w-0 flex-wrap gap-x-1.5">
                <dt className="text-muted-foreground">{T.tour}:</dt>
                <dd className="min-w-0 break-words">
                  <Link
                    to={paths.tour.href({ slug: item.tour.slug }, undefined, 'reviews')}
                    className="font-semibold text-ink hover:text-primary hover:underline"
                  >
                    {item.tour.title}
                  </Link>
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-1.5">
                <dt className="text-muted-foreground">{T.booking}:</dt>
                <dd className="font-mono font-medium" data-testid="moderation-booking">
                  {item.bookingReference}
                </dd>
              </div>
            </dl>
            <Badge variant={held ? 'warning' : 'destructive'} data-testid="moderation-status">
              {held ? <ShieldAlert aria-hidden /> : <Flag aria-hidden />}
              {held ? T.status.held : T.status.reported}
            </Badge>
          </div>
          <WhyItWaits item={item} />
        </div>
      }
      actions={
        <div className="flex flex-col-reverse gap-2 border-t pt-3 sm:flex-row sm:justify-end">
          <Button variant="ghostDestructive" disabled={busy} onClick={() => onHide(item)}>
            <EyeOff className="size-4" aria-hidden />
            {T.hide}
          </Button>
          <Button disabled={busy} onClick={() => onPublish(item)}>
            {held ? <Send className="size-4" aria-hidden /> : <CheckCircle2 className="size-4" aria-hidden />}
            {held ? T.publish : T.keep}
          </Button>
        </div>
      }
    />
  );
}
