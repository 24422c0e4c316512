import { Building2, CalendarClock, Clock, Gavel, MapPin, User } from 'lucide-react';
import { TourImage } from '../../../components/tours/tour-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import type { TPendingTourListItem, TReviewQueueTab } from '@tour/shared';
import { PENDING_TOURS_TEXTS } from '../texts';

type TPendingTourCardProps = {
  tour: TPendingTourListItem;
  /** Decided tours (every tab but Pending) are previewed only, with the decision shown. */
  tab: TReviewQueueTab;
  /** A decision is on its way (for this or another tour): the buttons wait. */
  busy: boolean;
  approving: boolean;
  onPreview: () => void;
  onApprove: () => void;
  onReject: () => void;
};

/** Who decided and when, with the note or reason: the memory of the review (issue 20). */
function DecisionLine({ tour, tab }: { tour: TPendingTourListItem; tab: Exclude<TReviewQueueTab, 'pending'> }) {
  const T = useTexts(PENDING_TOURS_TEXTS);
  const language = useLanguage();
  const { decision } = tour;
  if (!decision) return null;
  const noteLabel = tab === 'approved' ? null : T.decisionNote[tab];
  return (
    <div
      className="col-span-2 grid gap-1 rounded-lg bg-muted/60 px-3 py-2 text-sm"
      data-testid="pending-tour-decision-line"
    >
      <p className="inline-flex items-center gap-1.5 font-medium text-ink">
        <Gavel className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {T.decided[tab](formatDateTime(decision.at, language), decision.by)}
      </p>
      {noteLabel && decision.note ? (
        <p className="break-words whitespace-pre-line text-foreground/80">
          <span className="font-medium">{noteLabel}: </span>
          {decision.note}
        </p>
      ) : null}
    </div>
  );
}

/** One submitted tour in the list: what it is, who sent it and when, and the ways on (or the decision taken). */
export function PendingTourCard({ tour, tab, busy, approving, onPreview, onApprove, onReject }: TPendingTourCardProps) {
  const T = useTexts(PENDING_TOURS_TEXTS);
  const language = useLanguage();
  return (
    <li
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-4 rounded-xl border bg-card p-3 shadow-xs sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4 sm:p-4"
      data-testid="pending-tour"
      data-tour-id={tour.id}
    >
      <TourImage
        src={tour.thumbnailUrl}
        alt=""
        width={288}
        height={216}
        className="aspect-[4/3] w-full rounded-lg bg-muted object-cover"
      />
      <div className="grid min-w-0 gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <h2 className="min-w-0 font-semibold break-words text-ink">{tour.title}</h2>
            <p className="text-right font-semibold whitespace-nowrap text-ink">
              {formatMoney(tour.price, tour.currency, language)}{' '}
              <span className="text-xs font-normal text-muted-foreground">{T.perPerson}</span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {tour.revisionOfTourId ? (
              <Badge variant="warning" data-testid="pending-tour-revision">
                {T.revision.badge}
              </Badge>
            ) : null}
            {tour.sku ? (
              <Badge variant="outline" className="font-mono">
                {tour.sku}
              </Badge>
            ) : null}
            {tour.resubmitted ? (
              <Badge variant="warning" data-testid="pending-tour-resubmitted">
                {T.resubmitted}
              </Badge>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Building2 className="size-3.5" aria-hidden />
              {tour.companyName || T.noCompany}
            </span>
          </div>
        </div>
        <ul className="grid gap-1.5 text-sm text-foreground/80 sm:grid-cols-2">
          <li className="inline-flex min-w-0 items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="truncate">{[tour.location, tour.country].filter(Boolean).join(', ')}</span>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {T.duration(tour.durationDays)}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {T.submitted(formatDateTime(tour.submittedAt, language))}
          </li>
          {tour.submittedBy.email ? (
            <li className="inline-flex min-w-0 items-center gap-1.5">
              <User className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="truncate">{T.by(tour.submittedBy.email)}</span>
            </li>
          ) : null}
        </ul>
      </div>
      {tab === 'pending' ? (
        <div className="col-span-2 grid grid-cols-3 gap-2 sm:col-span-1 sm:col-start-2 sm:flex sm:justify-end">
          <Button variant="outline" size="sm" onClick={onPreview}>
            {T.preview}
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={onReject}>
            {T.reject}
          </Button>
          <Button size="sm" disabled={busy} onClick={onApprove}>
            {approving ? T.approving : T.approve}
          </Button>
        </div>
      ) : (
        <>
          <DecisionLine tour={tour} tab={tab} />
          <div className="col-span-2 grid gap-2 sm:col-span-1 sm:col-start-2 sm:flex sm:justify-end">
            <Button variant="outline" size="sm" onClick={onPreview}>
              {T.preview}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
