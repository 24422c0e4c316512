import { Check, Minus, UtensilsCrossed } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import type { TPreviewTour } from '../preview-tour';
import { PREVIEW_TEXTS } from '../texts';

const T = PREVIEW_TEXTS.meals;
const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

function MealMark({ included, meal }: { included: boolean; meal: string }) {
  return included ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-success/12 text-success">
      <Check className="size-4" strokeWidth={3} aria-hidden />
      <span className="sr-only">{`${meal} ${T.included}`}</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-muted text-muted-foreground">
      <Minus className="size-4" aria-hidden />
      <span className="sr-only">{`${meal} ${T.notIncluded}`}</span>
    </span>
  );
}

/** The meal plan of each day: its schedule and which meals are included. */
export function MealsTab({ tour }: { tour: TPreviewTour }) {
  const plans = [...tour.mealPlans].sort((a, b) => a.dayNumber - b.dayNumber);
  if (plans.length === 0) return <EmptyState icon={UtensilsCrossed} title={T.empty} compact />;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
      <table className="w-full text-sm">
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {T.day}
            </th>
            {MEALS.map((meal) => (
              <th key={meal} scope="col" className="px-2 py-3 text-center font-semibold">
                {T[meal]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {plans.map((plan) => (
            <tr key={plan.dayNumber} data-testid="preview-meal">
              <th scope="row" className="px-4 py-3 text-left font-medium text-ink">
                {plan.schedule}
              </th>
              {MEALS.map((meal) => (
                <td key={meal} className="px-2 py-3 text-center">
                  <MealMark included={plan[meal]} meal={T[meal]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
