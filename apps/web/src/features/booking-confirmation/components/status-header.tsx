import { CalendarClock, CircleCheck, Hourglass, type LucideIcon, PartyPopper, XCircle } from 'lucide-react';
import type { TBookingConfirmation, TBookingStage, TBookingStatusView } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatDeadlineForBrowser } from '../../payment/api/booking-status-view';
import { CONFIRMATION_TEXTS } from '../texts';

const ICONS: Record<TBookingStage, { Icon: LucideIcon; className: string }> = {
  paid: { Icon: CircleCheck, className: 'bg-success/12 text-success' },
  awaiting_verification: { Icon: Hourglass, className: 'bg-highlight/25 text-highlight-foreground' },
  reserved: { Icon: CalendarClock, className: 'bg-highlight/25 text-highlight-foreground' },
  awaiting_payment: { Icon: Hourglass, className: 'bg-highlight/25 text-highlight-foreground' },
  cancelled: { Icon: XCircle, className: 'bg-destructive/10 text-destructive' },
  completed: { Icon: PartyPopper, className: 'bg-primary/10 text-primary' },
};

/** The heading and lead the booking's real state earns (DESIGN decision 15), and a reservation's deadline. */
export function StatusHeader({
  view,
  paymentDeadline,
}: {
  /** In the reader's language (describeBookingForBrowser). */
  view: TBookingStatusView;
  paymentDeadline: TBookingConfirmation['paymentDeadline'];
}) {
  const T = useTexts(CONFIRMATION_TEXTS);
  const language = useLanguage();
  const deadline = paymentDeadline ? formatDeadlineForBrowser(paymentDeadline, language) : '';
  const { Icon, className } = ICONS[view.stage];
  return (
    <header
      className="grid justify-items-center gap-3 text-center"
      data-testid="confirmation-status"
      data-stage={view.stage}
    >
      <span className={cn('flex size-16 items-center justify-center rounded-full', className)}>
        <Icon className="size-9" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-semibold text-balance text-ink sm:text-4xl">{view.heading}</h1>
      <p className="max-w-md text-muted-foreground" data-testid="confirmation-lead">
        {view.lead}
      </p>
      {view.stage === 'reserved' && paymentDeadline ? (
        <p
          className="grid gap-0.5 rounded-xl border border-highlight/60 bg-highlight/15 px-5 py-3 text-center"
          data-testid="payment-deadline"
        >
          <span className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">{T.payBy}</span>
          <span className="text-lg font-semibold break-words text-ink">{deadline}</span>
        </p>
      ) : null}
    </header>
  );
}
