import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { ZFlightDealRequest, type TFlightDealInput, type TFlightDealRequest } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { FLIGHT_DEAL_TEXTS } from '../texts';

type TFlightDealFormProps = {
  isSearching: boolean;
  onSearch: (request: TFlightDealRequest) => void;
};

/** Flight Number and Date, checked with the same schema as the server ('Invalid format', 'Date required'). */
export function FlightDealForm({ isSearching, onSearch }: TFlightDealFormProps) {
  const T = useTexts(FLIGHT_DEAL_TEXTS);
  const say = useMessage();
  const form = useForm<TFlightDealInput, unknown, TFlightDealRequest>({
    resolver: zodResolver(ZFlightDealRequest),
    defaultValues: { flightNo: '', date: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => message && say(message);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSearch)}
      aria-label={T.pageTitle}
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      <FormField
        id="flight-deal-number"
        label={T.flightNumber}
        hint={T.flightNumberHint}
        error={errorOf(errors.flightNo?.message)}
      >
        <Input
          id="flight-deal-number"
          placeholder={T.flightNumberPlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={7}
          className="uppercase placeholder:normal-case"
          aria-invalid={errors.flightNo ? true : undefined}
          aria-describedby={errors.flightNo ? 'flight-deal-number-error' : 'flight-deal-number-hint'}
          {...form.register('flightNo')}
        />
      </FormField>
      <FormField id="flight-deal-date" label={T.date} error={errorOf(errors.date?.message)}>
        <Input
          id="flight-deal-date"
          type="date"
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? 'flight-deal-date-error' : undefined}
          {...form.register('date')}
        />
      </FormField>
      <Button type="submit" className="w-full sm:mt-[1.625rem] sm:w-auto" disabled={isSearching}>
        {isSearching ? <Spinner className="size-4" decorative /> : <Search className="size-4" aria-hidden />}
        {isSearching ? T.searching : T.submit}
      </Button>
    </form>
  );
}
