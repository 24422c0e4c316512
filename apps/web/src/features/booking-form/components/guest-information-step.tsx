import { useFieldArray, useFormContext } from 'react-hook-form';
import { ArrowRight } from 'lucide-react';
import { emptyGuest, resizeGuests } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { TBookingFormValues } from '../booking-form-values';
import { useTexts } from '../../../lib/i18n/texts';
import { BOOKING_FORM_TEXTS } from '../texts';
import { GuestBlock } from './guest-block';
import { GuestCountSelect } from './guest-count-select';

type TGuestInformationStepProps = {
  /** 'Only {n} spots available for this date' when the count is above the departure's spots. */
  spotsError: string | null;
  showErrorSummary: boolean;
  onContinue: () => void;
};

/** Step 1: the guest count and one block per guest; Continue moves on only when the guests validate. */
export function GuestInformationStep({ spotsError, showErrorSummary, onContinue }: TGuestInformationStepProps) {
  const texts = useTexts(BOOKING_FORM_TEXTS);
  const T = texts.guests;
  const form = useFormContext<TBookingFormValues>();
  const guests = useFieldArray({ control: form.control, name: 'guests' });
  const count = form.watch('numberOfGuests');

  // Blocks are added or removed at the end, so the first guests keep what was typed.
  const changeCount = (next: number) => {
    const current = form.getValues('guests');
    if (next > current.length)
      guests.append(resizeGuests(current, next, () => emptyGuest()).slice(current.length), { shouldFocus: false });
    else if (next < current.length)
      guests.remove(Array.from({ length: current.length - next }, (_, offset) => next + offset));
    form.setValue('numberOfGuests', next, { shouldDirty: true });
  };

  return (
    <section aria-labelledby="step-guests-title" className="grid gap-6" data-testid="step-guests">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="step-guests-title" className="text-xl font-semibold text-ink">
            {texts.steps.guests}
          </h2>
          <p className="text-sm text-muted-foreground">{T.intro}</p>
        </div>
        <GuestCountSelect value={count} onChange={changeCount} error={spotsError ?? undefined} />
      </div>
      {showErrorSummary && form.formState.errors.guests ? <Alert variant="destructive">{T.fixErrors}</Alert> : null}
      <div className="grid gap-5">
        {guests.fields.map((guest, index) => (
          <GuestBlock key={guest.id} index={index} />
        ))}
      </div>
      <div className="flex justify-end">
        <Button size="lg" className="w-full sm:w-auto" onClick={onContinue}>
          {T.continue}
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
