import { Controller, useFieldArray } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { TextField } from './tour-fields';
import { StepIntro } from './wizard-field';

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** Step 5: the meals of each day (nothing required). */
export function StepMeals({ wizard }: { wizard: TStepEditor }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const { form } = wizard;
  const plans = useFieldArray({ control: form.control, name: 'mealPlans' });
  return (
    <div className="grid gap-5">
      <StepIntro>{T.meals.intro}</StepIntro>
      {plans.fields.length === 0 ? <p className="text-sm text-muted-foreground">{T.meals.empty}</p> : null}
      <ol className="grid gap-3">
        {plans.fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
            data-testid="meal-plan"
          >
            <TextField editor={wizard} path={`mealPlans.${index}.schedule`} label={T.meals.schedule} />
            <div className="flex flex-wrap gap-4 pb-2">
              {MEALS.map((meal) => {
                const id = `tour-mealPlans-${index}-${meal}`;
                return (
                  <Controller
                    key={meal}
                    control={form.control}
                    name={`mealPlans.${index}.${meal}`}
                    render={({ field: checkbox }) => (
                      <div className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={checkbox.value}
                          onCheckedChange={(checked) => checkbox.onChange(checked === true)}
                          onBlur={checkbox.onBlur}
                        />
                        <Label htmlFor={id}>{T.meals[meal]}</Label>
                      </div>
                    )}
                  />
                );
              })}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
