import { useFieldArray } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { ACTIVITY_TIMES } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { optionsOf, SelectField, TextField } from './tour-fields';
import { StepIntro, StepProblem } from './wizard-field';

function DayActivities({ editor, dayIndex }: { editor: TStepEditor; dayIndex: number }) {
  const I = useTexts(SUBMIT_TOUR_TEXTS).itinerary;
  const times = useTexts(TOUR_FORM_LABELS_TEXTS).activityTimes;
  const timeOptions = optionsOf(ACTIVITY_TIMES, times);
  const { form, errorFor } = editor;
  const activities = useFieldArray({ control: form.control, name: `itineraryDays.${dayIndex}.activities` });
  const listPath = `itineraryDays.${dayIndex}.activities`;
  return (
    <div className="grid gap-3">
      <StepProblem path={listPath} message={errorFor(listPath)} />
      {activities.fields.map((field, index) => {
        const base = `itineraryDays.${dayIndex}.activities.${index}` as const;
        return (
          <div key={field.id} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-start">
            <SelectField
              editor={editor}
              path={`${base}.time`}
              label={I.time}
              placeholder={I.noTime}
              options={timeOptions}
            />
            <TextField editor={editor} path={`${base}.description`} label={I.activity} />
            <Button
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              onClick={() => activities.remove(index)}
              aria-label={`${I.removeActivity} ${index + 1}`}
              disabled={activities.fields.length === 1}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => activities.append({ time: '', description: '' })}
      >
        <Plus className="size-4" aria-hidden />
        {I.addActivity}
      </Button>
    </div>
  );
}

/** Step 4: one entry per tour day (the days follow the duration the flights set). */
export function StepItinerary({ wizard }: { wizard: TStepEditor }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const I = T.itinerary;
  const { form, values, errorFor } = wizard;
  const days = useFieldArray({ control: form.control, name: 'itineraryDays' });
  return (
    <div className="grid gap-5">
      <StepIntro>{I.intro}</StepIntro>
      <p className="text-sm font-medium" data-field="duration" data-testid="itinerary-duration">
        {T.basics.duration}: {values.duration ? T.basics.durationValue(values.duration) : I.durationNeeded}
      </p>
      <StepProblem path="duration" message={errorFor('duration')} />
      <StepProblem path="itineraryDays" message={errorFor('itineraryDays')} />
      {/* The spec's itinerary panel is at most 2000 px tall. */}
      <ol className="grid max-h-[2000px] gap-4 overflow-y-auto">
        {days.fields.map((field, index) => (
          <li key={field.id} className="grid gap-4 rounded-xl border bg-card p-4" data-testid="itinerary-day">
            <h3 className="font-semibold">{I.day(index + 1)}</h3>
            <TextField editor={wizard} path={`itineraryDays.${index}.title`} label={I.dayTitle} />
            <DayActivities editor={wizard} dayIndex={index} />
          </li>
        ))}
      </ol>
    </div>
  );
}
