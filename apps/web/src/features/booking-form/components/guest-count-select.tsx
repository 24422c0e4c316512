import { MAX_GUESTS, MIN_GUESTS } from '@tour/shared';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useTexts } from '../../../lib/i18n/texts';
import { BOOKING_FORM_TEXTS } from '../texts';

const COUNTS = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, index) => MIN_GUESTS + index);

type TGuestCountSelectProps = { value: number; onChange: (count: number) => void; error?: string };

/** 1 to 10 guests; the blocks below follow the count. */
export function GuestCountSelect({ value, onChange, error }: TGuestCountSelectProps) {
  const T = useTexts(BOOKING_FORM_TEXTS).guests;
  return (
    <FormField id="booking-guest-count" label={T.count} error={error} className="sm:max-w-56">
      <NativeSelect
        id="booking-guest-count"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'booking-guest-count-error' : undefined}
      >
        {COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
