import { useState } from 'react';
import { isFlightLegChosen, type TFlightSearchResult } from '@tour/shared';
import { FlightSearch } from '../../flight-search/api/flight-search';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TTourWizard } from '../use-tour-wizard';
import { FlightSummary } from './flight-summary';
import { StepIntro, StepProblem } from './wizard-field';

/** Step 1: the first date's outbound and return flights, searched through our server. */
export function StepFlights({ wizard }: { wizard: TTourWizard }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const first = wizard.values.availableDates[0];
  const outbound = first?.outbound;
  const hasOutbound = isFlightLegChosen(outbound);
  const outboundDate = hasOutbound ? outbound?.departureDateTime.slice(0, 10) : null;
  // Which result was picked in this visit, so the search marks it Selected.
  const [picked, setPicked] = useState<{ outbound: string | null; return: string | null }>({
    outbound: null,
    return: null,
  });
  const choose = (which: 'outbound' | 'return', flight: TFlightSearchResult) => {
    setPicked((current) => ({ ...current, [which]: flight.id }));
    wizard.actions.chooseFlight(which, flight);
  };

  return (
    <div className="grid gap-6">
      <StepIntro>{T.flights.intro}</StepIntro>
      <StepProblem path="flights" message={wizard.errorFor('flights')} />

      <section className="grid gap-3" aria-labelledby="wizard-outbound-heading">
        <h3 id="wizard-outbound-heading" className="font-semibold">
          {T.flights.outbound}
        </h3>
        {first && hasOutbound ? (
          <FlightSummary
            leg={first.outbound}
            label={T.flights.outbound}
            onRemove={() => wizard.actions.clearFlight(0, 'outbound')}
            testId="selected-outbound"
          />
        ) : null}
        <FlightSearch
          direction="outbound"
          selectedFlightId={hasOutbound ? picked.outbound : null}
          onSelect={(flight) => choose('outbound', flight)}
        />
      </section>

      <section className="grid gap-3 border-t pt-6" aria-labelledby="wizard-return-heading">
        <h3 id="wizard-return-heading" className="font-semibold">
          {T.flights.return}
        </h3>
        {first && isFlightLegChosen(first.return) ? (
          <FlightSummary
            leg={first.return}
            label={T.flights.return}
            onRemove={() => wizard.actions.clearFlight(0, 'return')}
            testId="selected-return"
          />
        ) : null}
        {hasOutbound ? (
          <FlightSearch
            direction="return"
            minDate={outboundDate}
            defaultDate={outboundDate ?? undefined}
            selectedFlightId={first && isFlightLegChosen(first.return) ? picked.return : null}
            onSelect={(flight) => choose('return', flight)}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{T.flights.chooseOutboundFirst}</p>
        )}
      </section>
    </div>
  );
}
