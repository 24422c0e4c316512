import { Clock, TimerReset } from 'lucide-react';
import { sessionProgressPercent, sessionTimerLevel, type TSessionTimerLevel } from '@tour/shared';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { cn } from '../../lib/cn';
import { formatCountdown } from '../../lib/countdown';
import { SESSION_TEXTS } from '../../lib/booking-session-texts';
import { useTexts } from '../../lib/i18n/texts';

const BADGE: Record<TSessionTimerLevel, string> = {
  normal: 'bg-accent text-accent-foreground',
  warning: 'bg-highlight/25 text-highlight-foreground',
  critical: 'bg-destructive text-destructive-foreground animate-pulse motion-reduce:animate-none',
  expired: 'bg-muted text-muted-foreground',
};

const BAR: Record<TSessionTimerLevel, string> = {
  normal: 'bg-primary',
  warning: 'bg-highlight',
  critical: 'bg-destructive',
  expired: 'bg-muted-foreground',
};

type TSessionTimerProps = {
  remainingMs: number;
  guests: number;
  onExtend?: () => void;
  isExtending?: boolean;
  className?: string;
};

/** The booking session's countdown, its progress bar and the extend action. */
export function SessionTimer({ remainingMs, guests, onExtend, isExtending = false, className }: TSessionTimerProps) {
  const T = useTexts(SESSION_TEXTS).timer;
  const level = sessionTimerLevel(remainingMs);
  const percent = sessionProgressPercent(remainingMs);
  const time = formatCountdown(remainingMs);
  return (
    <section
      aria-label={T.progressLabel}
      data-testid="session-timer"
      data-level={level}
      className={cn(
        'grid gap-3 rounded-xl border bg-card p-4 shadow-sm',
        level === 'critical' && 'border-destructive/40',
        level === 'warning' && 'border-highlight/50',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-medium text-foreground">
          <Clock className="size-4 text-muted-foreground" aria-hidden />
          {T.title}
        </p>
        <span
          role="timer"
          aria-label={T.badgeLabel(time)}
          data-testid="session-countdown"
          className={cn('rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums', BADGE[level])}
        >
          {time}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={T.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-1000 ease-linear', BAR[level])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">{T.held(guests)}</p>
      {onExtend ? (
        <Button
          variant="outline"
          size="sm"
          onClick={onExtend}
          disabled={isExtending || level === 'expired'}
          title={T.extendHint}
        >
          {isExtending ? <Spinner className="size-4" decorative /> : <TimerReset className="size-4" aria-hidden />}
          {isExtending ? T.extending : T.extend}
        </Button>
      ) : null}
    </section>
  );
}
