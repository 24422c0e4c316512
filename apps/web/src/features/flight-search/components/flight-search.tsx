import { useId, useReducer, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { TFlightSearchResult } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { flightSearchQueryOptions } from '../api/search-flights';
import { flightSearchQuery, flightSearchReducer, initialFlightSearchState } from '../flight-search-state';
import { FLIGHT_SEARCH_TEXTS } from '../texts';
import { FlightResultCard } from './flight-result-card';

export type TFlightSearchProps = {
  direction: 'outbound' | 'return';
  /** 'YYYY-MM-DD': earlier dates cannot be chosen (for a return flight, the outbound departure date). */
  minDate?: string | null;
  onSelect: (flight: TFlightSearchResult) => void;
  /** The flight already chosen, marked Selected in the results. */
  selectedFlightId?: string | null;
  defaultFlightNumber?: string;
  defaultDate?: string;
};

/**
 * Flight number and departure date, searched through our server (decision 7), the flights found with
 * Select, and a note when the built-in sample schedule answered instead of the live one.
 */
export function FlightSearch({
  direction,
  minDate,
  onSelect,
  selectedFlightId,
  defaultFlightNumber,
  defaultDate,
}: TFlightSearchProps) {
  const T = useTexts(FLIGHT_SEARCH_TEXTS);
  const say = useMessage();
  const language = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(
    flightSearchReducer,
    { flightNumber: defaultFlightNumber, date: defaultDate },
    initialFlightSearchState,
  );

  async function search(event: FormEvent) {
    event.preventDefault();
    const { query, problem } = flightSearchQuery(state, minDate, T, language);
    if (!query) {
      dispatch({ type: 'refused', problem });
      toast.error(problem);
      return;
    }
    const requestId = state.requestId + 1;
    dispatch({ type: 'searchStarted' });
    try {
      const answer = await queryClient.fetchQuery(flightSearchQueryOptions(query));
      dispatch({ type: 'searchAnswered', requestId, answer });
    } catch (error) {
      dispatch({ type: 'searchFailed', requestId });
      toast.error(say(getErrorMessage(error, T.failed)));
    }
  }

  const numberId = `${id}-number`;
  const dateId = `${id}-date`;
  const isSearching = state.status === 'searching';
  const flights = state.answer?.flights ?? [];
  const minLabel = minDate ? (formatCalendarDate(minDate, language) ?? minDate) : null;

  return (
    <div className="grid gap-4" data-testid={`flight-search-${direction}`}>
      <form
        noValidate
        onSubmit={search}
        aria-label={T.formLabel[direction]}
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <FormField id={numberId} label={T.flightNumber} hint={T.flightNumberHint}>
          <Input
            id={numberId}
            value={state.flightNumber}
            onChange={(event) => dispatch({ type: 'flightNumberTyped', value: event.target.value })}
            placeholder={T.flightNumberPlaceholder}
            maxLength={6}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${numberId}-hint`}
            aria-invalid={state.problem && !state.flightNumber ? true : undefined}
          />
        </FormField>
        <FormField id={dateId} label={T.date} hint={minLabel ? T.dateHint(minLabel) : undefined}>
          <Input
            id={dateId}
            type="date"
            value={state.date}
            min={minDate ?? undefined}
            onChange={(event) => dispatch({ type: 'dateChosen', value: event.target.value })}
            aria-describedby={minLabel ? `${dateId}-hint` : undefined}
            aria-invalid={state.problem && state.flightNumber ? true : undefined}
          />
        </FormField>
        <Button type="submit" className="w-full sm:mt-[1.625rem] sm:w-auto" disabled={isSearching}>
          {isSearching ? <Spinner className="size-4" decorative /> : <Search className="size-4" aria-hidden />}
          {isSearching ? T.searching : T.search}
        </Button>
      </form>

      {state.problem ? (
        <p className="text-sm font-medium text-destructive" role="alert" data-testid="flight-search-problem">
          {state.problem}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <Alert variant="destructive" data-testid="flight-search-failed">
          {T.failed}
        </Alert>
      ) : null}
      {state.status === 'answered' && state.answer?.source === 'sample' ? (
        <Alert variant="info" title={T.sampleTitle} data-testid="flight-search-sample-note">
          {T.sampleBody}
        </Alert>
      ) : null}
      {state.status === 'answered' && flights.length === 0 ? (
        <Alert variant="info" data-testid="flight-search-empty">
          {T.noFlights}
        </Alert>
      ) : null}
      {state.status === 'answered' && flights.length > 0 ? (
        <section className="grid gap-3" aria-label={T.results(flights.length)}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {T.results(flights.length)}. {T.timesNote}
          </p>
          <ul className="grid gap-3">
            {flights.map((flight) => (
              <FlightResultCard
                key={flight.id}
                flight={flight}
                isSelected={flight.id === selectedFlightId}
                onSelect={onSelect}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
