import { useFieldArray } from 'react-hook-form';
import { CalendarPlus, Search } from 'lucide-react';
import {
  departureFlightsPath,
  isFlightLegChosen,
  newAvailableDate,
  nextDepartureStartDate,
  totalAvailableSpots,
  wizardDepartureFlightProblems,
} from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toCalendarDate } from '../../../lib/calendar-date';
import { toast } from '../../../lib/toast';
import { FlightSearch } from '../../flight-search/api/flight-search';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TTourWizard } from '../use-tour-wizard';
import { TotalQuotaField } from './basics-fields';
import { DepartureFields } from './departure-fields';
import { FlightSummary } from './flight-summary';
import { ItemHeading, registerNumber, StepIntro, StepProblem } from './wizard-field';

/** A date whose flights do not fall on its dates says so beside them, before Next or Submit refuses it. */
function DepartureFlightsProblem({ path, problems }: { path: string; problems: readonly string[] }) {
  const D = useTexts(SUBMIT_TOUR_TEXTS).dates;
  const say = useMessage();
  if (problems.length === 0) return null;
  return (
    <div
      data-field={path}
      tabIndex={-1}
      role="alert"
      className="grid gap-1 rounded-md border border-destructive/30 bg-destructive/6 px-3 py-2 text-sm text-destructive outline-none"
      data-testid="date-flights-problem"
    >
      <p className="font-semibold">{D.flightsOffDates}</p>
      <ul className="list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{say(problem)}</li>
        ))}
      </ul>
      <p>{D.flightsOffDatesHint}</p>
    </div>
  );
}

/** Step 3: the departures, each with its price, seats and flights; new ones copy the first date's flights. */
export function StepDates({ wizard }: { wizard: TTourWizard }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const D = T.dates;
  const { form, values, errorFor } = wizard;
  const dates = useFieldArray({ control: form.control, name: 'availableDates' });
  const spots = totalAvailableSpots(values.availableDates);
  const flightProblems = wizardDepartureFlightProblems(values.availableDates, values.duration);

  const addDate = () => {
    try {
      const current = form.getValues();
      const startDate = nextDepartureStartDate(
        current.availableDates.map((date) => date.startDate),
        toCalendarDate(new Date()),
      );
      dates.append(
        newAvailableDate({
          startDate,
          currency: current.currency,
          price: current.price,
          first: current.availableDates[0],
        }),
      );
    } catch {
      toast.error(T.messages.addPeriodFailed);
    }
  };

  const dialog = wizard.state.flightDialog;
  const dialogDate = dialog ? values.availableDates[dialog.dateIndex] : undefined;
  const dialogMinDate =
    dialog?.which === 'return' && dialogDate && isFlightLegChosen(dialogDate.outbound)
      ? dialogDate.outbound.departureDateTime.slice(0, 10)
      : null;

  return (
    <div className="grid gap-5">
      <StepIntro>{D.intro}</StepIntro>
      <div className="grid gap-4 sm:grid-cols-2">
        <TotalQuotaField editor={wizard} hint={T.basics.totalQuotaHint} />
        <p className="self-end pb-2 text-sm text-muted-foreground" data-testid="quota-summary" aria-live="polite">
          {D.quotaSummary(spots, values.totalQuota)}
        </p>
      </div>
      <StepProblem path="availableDates" message={errorFor('availableDates')} />

      <ol className="grid gap-4">
        {dates.fields.map((field, index) => {
          const date = values.availableDates[index];
          const base = `availableDates.${index}` as const;
          const startDate = form.register(`${base}.startDate`);
          return (
            <li key={field.id} className="grid gap-4 rounded-xl border bg-card p-4" data-testid="available-date">
              <ItemHeading title={D.date(index + 1)} removeLabel={D.removeDate} onRemove={() => dates.remove(index)} />
              <DepartureFields
                path={base}
                currency={values.currency}
                errorFor={errorFor}
                startDate={{
                  ...startDate,
                  onChange: (event) => {
                    wizard.actions.moveStartDate(index, event.target.value);
                    return startDate.onChange(event);
                  },
                }}
                price={registerNumber(form, `${base}.price`)}
                availableSpots={registerNumber(form, `${base}.availableSpots`)}
              />
              <DepartureFlightsProblem path={departureFlightsPath(index)} problems={flightProblems[index] ?? []} />
              {(['outbound', 'return'] as const).map((which) => {
                const leg = date?.[which];
                const label = which === 'outbound' ? D.outbound : D.return;
                return (
                  <div key={which} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
                    {leg ? (
                      <FlightSummary
                        leg={leg}
                        label={label}
                        onRemove={isFlightLegChosen(leg) ? () => wizard.actions.clearFlight(index, which) : undefined}
                        testId={`date-${index}-${which}`}
                      />
                    ) : null}
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        wizard.dispatch({ type: 'flightDialogOpened', dialog: { dateIndex: index, which } })
                      }
                      aria-label={`${D.searchFlight}: ${label}, ${D.date(index + 1)}`}
                    >
                      <Search className="size-4" aria-hidden />
                      {D.searchFlight}
                    </Button>
                  </div>
                );
              })}
            </li>
          );
        })}
      </ol>
      <Button variant="outline" onClick={addDate} className="justify-self-start">
        <CalendarPlus className="size-4" aria-hidden />
        {D.addDate}
      </Button>

      <Dialog open={dialog !== null} onOpenChange={(open) => !open && wizard.dispatch({ type: 'flightDialogClosed' })}>
        {dialog ? (
          <DialogContent className="sm:max-w-2xl">
            <DialogHeader>
              <DialogTitle>{D.dialogTitle(dialog.which, dialog.dateIndex + 1)}</DialogTitle>
              <DialogDescription>{D.dialogDescription}</DialogDescription>
            </DialogHeader>
            <FlightSearch
              direction={dialog.which}
              minDate={dialogMinDate}
              defaultDate={dialog.which === 'outbound' ? dialogDate?.startDate : (dialogMinDate ?? undefined)}
              onSelect={(flight) => wizard.actions.chooseDialogFlight(dialog, flight)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
