import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { MIN_GUESTS } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { TOUR_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

type TGuestsStepperProps = {
  value: number;
  /** The most guests offered: the selected date's spots left, at most 10. */
  max: number;
  onChange: (guests: number) => void;
  /** The note that says how many spots are left. */
  describedBy?: string;
};

export function GuestsStepper({ value, max, onChange, describedBy }: TGuestsStepperProps) {
  const T = useTexts(TOUR_TEXTS).booking;
  const labelId = useId();
  return (
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="flex items-center justify-between gap-3"
    >
      <span id={labelId} className="text-sm font-medium text-foreground">
        {T.guests}
      </span>
      <div className="flex items-center gap-1 rounded-full border bg-card p-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8 rounded-full"
          onClick={() => onChange(value - 1)}
          disabled={value <= MIN_GUESTS}
          aria-label={T.fewerGuests}
        >
          <Minus className="size-4" aria-hidden />
        </Button>
        <output
          aria-live="polite"
          className="min-w-16 text-center text-sm font-semibold text-ink"
          data-testid="guests-value"
        >
          {T.guestsValue(value)}
        </output>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 rounded-full"
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={T.moreGuests}
        >
          <Plus className="size-4" aria-hidden />
        </Button>
      </div>
    </fieldset>
  );
}
