import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { ACTIVITY_TIMES, type TTourFormValues } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { SUBMIT_TOUR_TEXTS as T } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { fieldAria, StepIntro, StepProblem, WizardField } from './wizard-field';

const I = T.itinerary;

function DayActivities({
  form,
  dayIndex,
  errorFor,
}: {
  form: UseFormReturn<TTourFormValues>;
  dayIndex: number;
  errorFor: (path: string) => string | undefined;
}) {
  const activities = useFieldArray({ control: form.control, name: `itineraryDays.${dayIndex}.activities` });
  const listPath = `itineraryDays.${dayIndex}.activities`;
  return (
    <div className="grid gap-3">
      <StepProblem path={listPath} message={errorFor(listPath)} />
      {activities.fields.map((field, index) => {
        const base = `${listPath}.${index}` as const;
        return (
          <div key={field.id} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-start">
            <WizardField path={`${base}.time`} label={I.time} error={errorFor(`${base}.time`)}>
              <NativeSelect
                {...form.register(`itineraryDays.${dayIndex}.activities.${index}.time`)}
                {...fieldAria(`${base}.time`, errorFor(`${base}.time`))}
              >
                <option value="">{I.noTime}</option>
                {ACTIVITY_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </NativeSelect>
            </WizardField>
            <WizardField path={`${base}.description`} label={I.activity} error={errorFor(`${base}.description`)}>
              <Input
                {...form.register(`itineraryDays.${dayIndex}.activities.${index}.description`)}
                {...fieldAria(`${base}.description`, errorFor(`${base}.description`))}
              />
            </WizardField>
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
            <WizardField
              path={`itineraryDays.${index}.title`}
              label={I.dayTitle}
              error={errorFor(`itineraryDays.${index}.title`)}
            >
              <Input
                {...form.register(`itineraryDays.${index}.title`)}
                {...fieldAria(`itineraryDays.${index}.title`, errorFor(`itineraryDays.${index}.title`))}
              />
            </WizardField>
            <DayActivities form={form} dayIndex={index} errorFor={errorFor} />
          </li>
        ))}
      </ol>
    </div>
  );
}
