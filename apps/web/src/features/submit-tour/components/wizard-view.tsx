import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { TOUR_WIZARD_STEPS, type TWizardStep } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TTourWizard } from '../use-tour-wizard';
import { StepBasics } from './step-basics';
import { StepDates } from './step-dates';
import { StepFeatures } from './step-features';
import { StepFlights } from './step-flights';
import { StepHotels } from './step-hotels';
import { StepImages } from './step-images';
import { StepItinerary } from './step-itinerary';
import { StepMeals } from './step-meals';
import { WizardSidePanel } from './wizard-side-panel';

const STEP_VIEWS: Record<TWizardStep, (props: { wizard: TTourWizard }) => ReactNode> = {
  1: StepFlights,
  2: StepBasics,
  3: StepDates,
  4: StepItinerary,
  5: StepMeals,
  6: StepHotels,
  7: StepImages,
  8: StepFeatures,
};

/** The wizard's page: side panel, the current step (under the administrator's note, if any) and the buttons. */
export function WizardView({
  wizard,
  notice,
  reviewNote,
}: {
  wizard: TTourWizard;
  notice?: ReactNode;
  /** Shown on every step: what the administrator asked to change. */
  reviewNote?: ReactNode;
}) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const { state, readiness, actions } = wizard;
  const StepView = STEP_VIEWS[state.step];
  const isLast = state.step === TOUR_WIZARD_STEPS.length;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10" data-testid="submit-tour-page">
      <header className="grid gap-1">
        <h1 className="font-display text-2xl font-semibold sm:text-3xl">{T.heading}</h1>
        <p className="text-sm text-muted-foreground">{T.intro}</p>
      </header>
      {notice}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <WizardSidePanel wizard={wizard} />
        <section
          className="grid min-w-0 gap-6 rounded-2xl border bg-card p-4 sm:p-6"
          aria-labelledby="wizard-step-heading"
          data-testid={`wizard-step-view-${state.step}`}
        >
          <h2 id="wizard-step-heading" className="text-xl font-semibold">
            {state.step}. {T.steps[state.step]}
          </h2>
          {reviewNote}
          <StepView wizard={wizard} />
          {isLast && readiness.warning ? (
            <Alert variant="destructive" data-testid="submit-warning">
              {readiness.warning}
            </Alert>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-5">
            <div className="flex gap-2">
              <Button variant="outline" onClick={actions.previous} disabled={state.step === 1}>
                <ArrowLeft className="size-4" aria-hidden />
                {T.buttons.previous}
              </Button>
              <Button variant="ghost" onClick={actions.cancel}>
                {T.buttons.cancel}
              </Button>
            </div>
            {isLast ? (
              <Button
                className="ml-auto"
                onClick={() => void actions.submit()}
                disabled={!readiness.ready || state.submitting}
              >
                {state.submitting ? <Spinner className="size-4" decorative /> : <Send className="size-4" aria-hidden />}
                {state.submitting ? T.buttons.submitting : T.buttons.submit}
              </Button>
            ) : (
              <Button className="ml-auto" onClick={actions.next}>
                {T.buttons.next}
                <ArrowRight className="size-4" aria-hidden />
              </Button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
