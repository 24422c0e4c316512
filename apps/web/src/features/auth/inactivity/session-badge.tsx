import { useSyncExternalStore } from 'react';
import { Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatCountdown } from '../../../lib/countdown';
import { useTexts } from '../../../lib/i18n/texts';
import { SESSION_TEXTS } from './texts';
import { inactivityStore } from './inactivity-store';
import { getRemainingMs, isCountdownUrgent } from './inactivity-timer';

/** The inactivity countdown (mm:ss); destructive under 5 minutes. */
export function SessionBadge({ className }: { className?: string }) {
  const texts = useTexts(SESSION_TEXTS);
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
      title={texts.badgeLabel(time)}
      aria-label={texts.badgeLabel(time)}
      className={cn('font-mono tabular-nums', className)}
    >
      <Clock aria-hidden />
      {time}
    </Badge>
  );
}
