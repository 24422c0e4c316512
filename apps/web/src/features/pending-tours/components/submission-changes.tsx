import {
  SUBMISSION_DIFF_SECTIONS,
  type TSubmissionChange,
  type TSubmissionChanges,
  type TSubmissionDiffValue,
} from '@tour/shared';
import { TourImage } from '../../../components/tours/tour-image';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { changeLabel, changeValue } from '../submission-change-label';
import { PENDING_TOURS_TEXTS } from '../texts';

const KIND_BADGE: Record<TSubmissionChange['change'], { variant: TBadgeVariant; className?: string }> = {
  added: { variant: 'success' },
  removed: { variant: 'outline', className: 'border-destructive/30 bg-destructive/6 text-destructive' },
  changed: { variant: 'warning' },
};

/** An image's value is its URL: shown as the picture with its address under it. */
function Value({
  change,
  value,
  currency,
}: {
  change: TSubmissionChange;
  value: TSubmissionDiffValue;
  currency: string;
}) {
  const C = useTexts(PENDING_TOURS_TEXTS).changes;
  const language = useLanguage();
  const isImage = change.section === 'images' || change.path.at(-1) === 'thumbnailUrl';
  if (isImage && typeof value === 'string') {
    return (
      <span className="grid justify-items-start gap-1">
        <TourImage
          src={value}
          alt=""
          width={96}
          height={64}
          className="h-16 w-24 rounded-md border bg-muted object-cover"
        />
        <span className="break-all text-xs">{value}</span>
      </span>
    );
  }
  return changeValue(change, value, currency, C, language);
}

function ChangeRow({ change, currency }: { change: TSubmissionChange; currency: string }) {
  const C = useTexts(PENDING_TOURS_TEXTS).changes;
  const language = useLanguage();
  return (
    <li
      className="grid gap-1.5 rounded-lg border bg-background px-3 py-2 text-sm"
      data-testid="submission-change"
      data-section={change.section}
      data-path={change.path.join('.')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge {...KIND_BADGE[change.change]}>{C.kinds[change.change]}</Badge>
        <span className="min-w-0 font-medium break-words text-ink">{changeLabel(change, C, language)}</span>
      </div>
      <dl className="grid gap-1 sm:grid-cols-2 sm:gap-3">
        {change.change !== 'added' ? (
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{C.before}</dt>
            <dd className="break-words whitespace-pre-line text-foreground/80 line-through decoration-red-400/70">
              <Value change={change} value={change.before} currency={currency} />
            </dd>
          </div>
        ) : null}
        {change.change !== 'removed' ? (
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{C.after}</dt>
            <dd className="break-words whitespace-pre-line text-ink">
              <Value change={change} value={change.after} currency={currency} />
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** What a resubmitted tour changed since the previous submission, field by field, grouped as the preview's tabs. */
export function SubmissionChanges({
  changes,
  currency,
}: {
  changes: NonNullable<TSubmissionChanges>;
  currency: string;
}) {
  const C = useTexts(PENDING_TOURS_TEXTS).changes;
  const language = useLanguage();
  const sections = SUBMISSION_DIFF_SECTIONS.map((section) => ({
    section,
    items: changes.items.filter((change) => change.section === section),
  })).filter((group) => group.items.length > 0);

  return (
    <section
      className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50/40 p-4 shadow-xs"
      data-testid="submission-changes"
      aria-labelledby="submission-changes-heading"
    >
      <div className="grid gap-0.5">
        <h3 id="submission-changes-heading" className="font-semibold text-ink">
          {C.heading[changes.against]}
        </h3>
        <p className="text-xs text-muted-foreground">
          {C.since[changes.against](formatDateTime(changes.previousSubmittedAt, language))}
        </p>
      </div>
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.none[changes.against]}</p>
      ) : (
        sections.map((group) => (
          <div key={group.section} className="grid gap-2" data-testid="submission-changes-section">
            <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {C.sections[group.section]}
            </h4>
            <ul className="grid gap-2">
              {group.items.map((change) => (
                <ChangeRow
                  key={`${change.path.join('.')}-${change.change}-${String(change.before)}-${String(change.after)}`}
                  change={change}
                  currency={currency}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
