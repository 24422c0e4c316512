import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { MAX_GUESTS, MIN_GUESTS } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { clampGuests } from '../../../lib/booking-quote';
import { TOUR_TEXTS } from '../texts';

const T = TOUR_TEXTS.booking;

export function GuestsStepper({ value, onChange }: { value: number; onChange: (guests: number) => void }) {
  const labelId = useId();
  return (
    <fieldset aria-labelledby={labelId} className="flex items-center justify-between gap-3">
      <span id={labelId} className="text-sm font-medium text-foreground">
        {T.guests}
      </span>
      <div className="flex items-center gap-1 rounded-full border bg-card p-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8 rounded-full"
          onClick={() => onChange(clampGuests(value - 1))}
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
          onClick={() => onChange(clampGuests(value + 1))}
          disabled={value >= MAX_GUESTS}
          aria-label={T.moreGuests}
        >
          <Plus className="size-4" aria-hidden />
        </Button>
      </div>
    </fieldset>
  );
}
