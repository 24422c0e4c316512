import { CircleAlert, CircleCheck, CircleX, Clock, Flag } from 'lucide-react';
import type { TBadgeTone, TBookingStage, TBookingStatusView } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { MANAGE_TEXTS } from '../texts';

const TONE_CLASSES: Record<TBadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  purple: 'bg-purple-100 text-purple-800 ring-purple-300',
};

const STAGE_ICONS: Record<TBookingStage, { Icon: typeof CircleCheck; classes: string }> = {
  paid: { Icon: CircleCheck, classes: 'bg-success/12 text-success' },
  awaiting_verification: { Icon: Clock, classes: 'bg-blue-100 text-blue-700' },
  reserved: { Icon: Clock, classes: 'bg-highlight/20 text-highlight-foreground' },
  awaiting_payment: { Icon: CircleAlert, classes: 'bg-highlight/20 text-highlight-foreground' },
  cancelled: { Icon: CircleX, classes: 'bg-destructive/10 text-destructive' },
  completed: { Icon: Flag, classes: 'bg-purple-100 text-purple-700' },
};

export function StatusBadge({ status }: { status: TBookingStatusView }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit max-w-full items-center rounded-xl px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONE_CLASSES[status.badge.tone],
      )}
      data-testid="manage-status-badge"
      data-stage={status.stage}
    >
      {status.badge.label}
    </span>
  );
}

/** The booking's real state (decision 15): icon, heading, the sentence under it, badge and reference. */
export function StatusSummary({ reference, status }: { reference: string; status: TBookingStatusView }) {
  const T = useTexts(MANAGE_TEXTS);
  const { Icon, classes } = STAGE_ICONS[status.stage];
  return (
    <header className="grid gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <span className={cn('hidden size-12 shrink-0 items-center justify-center rounded-full sm:flex', classes)}>
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="grid min-w-0 gap-2">
          <StatusBadge status={status} />
          <h1
            className="font-display text-2xl leading-tight font-semibold text-balance text-ink sm:text-3xl"
            data-testid="manage-heading"
          >
            {status.heading}
          </h1>
          <p className="text-sm leading-relaxed text-muted-foreground sm:text-base" data-testid="manage-lead">
            {status.lead}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border-2 border-dashed border-primary/30 bg-accent/40 px-4 py-3">
        <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">{T.reference}</p>
        <p className="font-mono text-2xl font-bold tracking-wider text-ink" data-testid="booking-reference">
          {reference}
        </p>
      </div>
    </header>
  );
}
