import { useSyncExternalStore } from 'react';
import { Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatCountdown } from '../../../lib/countdown';
import { SESSION_TEXTS } from './texts';
import { inactivityStore } from './inactivity-store';
import { getRemainingMs, isCountdownUrgent } from './inactivity-timer';

/** The inactivity countdown (mm:ss); destructive under 5 minutes. */
export function SessionBadge({ className }: { className?: string }) {
  const { lastActivityAt, now } = useSyncExternalStore(inactivityStore.subscribe, inactivityStore.getSnapshot);
  const remaining = getRemainingMs(lastActivityAt, now);
  const urgent = isCountdownUrgent(remaining);
  const time = formatCountdown(remaining);
  return (
    <Badge
      variant={urgent ? 'destructive' : 'secondary'}
      role="timer"
      data-testid="session-badge"
      data-urgent={urgent ? 'true' : 'false'}
      title={SESSION_TEXTS.badgeLabel(time)}
      aria-label={SESSION_TEXTS.badgeLabel(time)}
      className={cn('font-mono tabular-nums', className)}
    >
      <Clock aria-hidden />
      {time}
    </Badge>
  );
}
