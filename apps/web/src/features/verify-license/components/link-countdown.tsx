import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatRemaining, remainingTone } from '../countdown';
import { useTexts } from '../../../lib/i18n/texts';
import { VERIFY_LICENSE_TEXTS } from '../texts';

const TONES = {
  red: 'border-destructive/30 bg-destructive/6 text-destructive',
  orange: 'border-orange-300 bg-orange-50 text-orange-700',
  green: 'border-success/30 bg-success/8 text-success',
} as const;

/** The time left on the link, coloured by how little is left (section 4). */
export function LinkCountdown({ seconds }: { seconds: number | null }) {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  if (seconds === null) return null;
  const tone = remainingTone(seconds);
  return (
    <p
      className={cn('flex items-center justify-between gap-3 rounded-lg border px-4 py-2.5 text-sm', TONES[tone])}
      data-testid="verify-license-countdown"
      data-tone={tone}
    >
      <span className="flex items-center gap-2">
        <Clock className="size-4" aria-hidden />
        {T.countdown.label}
      </span>
      <span className="font-semibold tabular-nums" role="timer">
        {formatRemaining(seconds, T.countdown)}
      </span>
    </p>
  );
}
