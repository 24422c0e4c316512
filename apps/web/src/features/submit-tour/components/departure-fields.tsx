import type { ComponentProps, ReactNode } from 'react';
import type { Input } from '../../../components/ui/input';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import { InputField, numberInput } from './tour-fields';

/** One field's binding (a registered field, or a value and its onChange) and what the screen adds to it. */
type TDepartureInput = Omit<ComponentProps<typeof Input>, 'id' | 'className'> & { hint?: ReactNode };

type TDepartureFieldsProps = {
  /** The departure's path for ids and errors: 'availableDates.0' on the wizard, 'dates.{key}' on the edit screen. */
  path: string;
  /** The tour's: a date's currency is read-only (2-operator.md section 3, "Available date"). */
  currency: string;
  errorFor: (path: string) => string | undefined;
  startDateLabel?: string;
  startDate: TDepartureInput;
  price: TDepartureInput;
  availableSpots: TDepartureInput;
};

/** A departure's start date, price per person, currency and available spots. */
export function DepartureFields({
  path,
  currency,
  errorFor,
  startDateLabel,
  startDate,
  price,
  availableSpots,
}: TDepartureFieldsProps) {
  const D = useTexts(SUBMIT_TOUR_TEXTS).dates;
  const at = (field: string) => `${path}.${field}`;
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      <InputField
        path={at('startDate')}
        label={startDateLabel ?? D.startDate}
        error={errorFor(at('startDate'))}
        type="date"
        {...startDate}
      />
      <InputField
        path={at('price')}
        label={D.price(currency)}
        error={errorFor(at('price'))}
        {...numberInput('money')}
        {...price}
      />
      <InputField path={at('currency')} label={D.currency} error={undefined} value={currency} readOnly />
      <InputField
        path={at('availableSpots')}
        label={D.spots}
        error={errorFor(at('availableSpots'))}
        {...numberInput('seats')}
        {...availableSpots}
      />
    </div>
  );
}
