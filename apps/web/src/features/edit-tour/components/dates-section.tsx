import { useState } from 'react';
import { Plane, Plus, Trash2, Undo2 } from 'lucide-react';
import type { TLanguage } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { DepartureFields } from '../../submit-tour/api/tour-form-editors';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import {
  departureFlightIssues,
  departureFlightsAfterSave,
  type TDeparturePatch,
  type TDepartureValues,
} from '../edit-tour-state';
import { EDIT_TOUR_TEXTS } from '../texts';
import type { TEditTourPage } from '../use-edit-tour-page';

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** Each flight with the day it leaves once saved: the flights move with the start date. */
function flightLine(
  departure: TDepartureValues,
  D: TTextsOf<typeof EDIT_TOUR_TEXTS>['dates'],
  language: TLanguage,
): string {
  const moved = departureFlightsAfterSave(departure);
  const legs = [moved.outbound, moved.return].filter((leg) => leg !== null);
  if (legs.length === 0) return D.noFlights;
  const day = (value: string) => formatCalendarDate(value.slice(0, 10), language) ?? value.slice(0, 10);
  return legs
    .map((leg) => `${leg.flightNumber} ${leg.departureCode}→${leg.arrivalCode} ${day(leg.departureDateTime)}`)
    .join(' · ');
}

function DepartureCard({
  page,
  departure,
  index,
}: {
  page: TEditTourPage;
  departure: TDepartureValues;
  index: number;
}) {
  const D = useTexts(EDIT_TOUR_TEXTS).dates;
  const language = useLanguage();
  const say = useMessage();
  const { errorFor, state, actions, values } = page;
  const taken = departure.seatsSold + departure.seatsHeld;
  const base = `dates.${departure.key}`;
  const dateLocked = taken > 0 && Boolean(departure.id);
  // A departure known to have bookings is not removed: Remove says why, once; the server checks again on save.
  const [removalRefused, setRemovalRefused] = useState(false);
  const refusal = state.refusal?.departureKeys.includes(departure.key) ? state.refusal.message : undefined;
  const shared = refusal ?? errorFor(base);
  const problem =
    (shared && say(shared)) ?? (removalRefused || (departure.removed && taken > 0) ? D.cannotRemove : undefined);
  const remove = () => (dateLocked ? setRemovalRefused(true) : actions.departures.remove(departure.key));
  const change = (patch: TDeparturePatch) => actions.departures.change(departure.key, patch);
  const flightProblems = departure.removed ? [] : departureFlightIssues(departure, values.duration);

  if (departure.removed) {
    return (
      <li
        className="grid gap-3 rounded-xl border border-dashed border-destructive/40 bg-destructive/4 p-4"
        data-testid="edit-departure"
        data-departure-id={departure.id}
        data-removed="true"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">
            <span className="font-semibold line-through">{departure.startDate}</span>{' '}
            <span className="text-muted-foreground">{D.removed}</span>
          </p>
          <Button variant="outline" size="sm" onClick={() => actions.departures.keep(departure.key)}>
            <Undo2 className="size-4" aria-hidden />
            {D.undo}
          </Button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="edit-departure-problem">
            {problem}
          </p>
        ) : null}
      </li>
    );
  }

  return (
    <li
      className="grid gap-4 rounded-xl border bg-background p-4"
      data-testid="edit-departure"
      data-departure-id={departure.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{departure.id ? D.departure(index + 1) : D.newDeparture}</h3>
        <div className="flex flex-wrap items-center gap-2">
          {departure.id ? (
            <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              {D.taken(departure.seatsSold, departure.seatsHeld)}
            </span>
          ) : null}
          <Button
            variant="ghostDestructive"
            size="sm"
            onClick={remove}
            aria-label={`${D.remove} ${formatCalendarDate(departure.startDate, language) ?? departure.startDate}`}
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">{D.remove}</span>
          </Button>
        </div>
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/6 px-3 py-2 text-sm font-medium text-destructive"
          data-testid="edit-departure-problem"
        >
          {problem}
        </p>
      ) : null}
      <DepartureFields
        path={base}
        currency={values.currency}
        errorFor={errorFor}
        startDateLabel={D.startDate}
        startDate={{
          value: departure.startDate,
          readOnly: dateLocked,
          hint: dateLocked ? D.dateLocked : undefined,
          onChange: (event) => change({ startDate: event.target.value }),
        }}
        price={{
          value: departure.price ?? '',
          onChange: (event) => change({ price: numberOrNull(event.target.value) }),
        }}
        availableSpots={{
          value: departure.availableSpots ?? '',
          // Seats sold and held stay with their bookings (decision 23).
          min: Math.max(1, taken),
          hint: D.spotsHint,
          onChange: (event) => change({ availableSpots: numberOrNull(event.target.value) }),
        }}
      />
      {departure.id || departure.flightsDate ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="departure-flights">
          <Plane className="size-3.5" aria-hidden />
          <span className="font-medium">{D.flights}:</span> {flightLine(departure, D, language)}
          {departure.outbound || departure.return ? (
            <span>({departure.id ? D.flightsFollow : D.flightsCopied(departure.flightsDate ?? '')})</span>
          ) : null}
        </p>
      ) : null}
      {flightProblems.length > 0 ? (
        <div
          role="alert"
          data-field={`${base}.flights`}
          className="grid gap-1 rounded-md border border-destructive/30 bg-destructive/6 px-3 py-2 text-sm text-destructive"
          data-testid="edit-departure-flights-problem"
        >
          <p className="font-semibold">{D.flightsOffDates}</p>
          <ul className="list-disc pl-5">
            {flightProblems.map((message) => (
              <li key={message}>{say(message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** Available Dates: each departure's date, price and seats, with what is sold and held (decision 23). */
export function DatesSection({ page }: { page: TEditTourPage }) {
  const D = useTexts(EDIT_TOUR_TEXTS).dates;
  const say = useMessage();
  const { state, actions } = page;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{D.intro}</p>
      {state.refusal && state.refusal.departureKeys.length === 0 ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/6 px-3 py-2 text-sm font-medium text-destructive"
          data-testid="edit-dates-problem"
        >
          {say(state.refusal.message)}
        </p>
      ) : null}
      {state.departures.length === 0 ? <p className="text-sm text-muted-foreground">{D.empty}</p> : null}
      <ol className="grid gap-3">
        {state.departures.map((departure, index) => (
          <DepartureCard key={departure.key} page={page} departure={departure} index={index} />
        ))}
      </ol>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={actions.departures.add}>
        <Plus className="size-4" aria-hidden />
        {D.add}
      </Button>
    </div>
  );
}
