import { Check, Minus, UtensilsCrossed } from 'lucide-react';
import type { TMealPlan } from '@tour/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { TOUR_TEXTS } from '../texts';

const T = TOUR_TEXTS.meals;
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

export function MealPlansTab({ meals }: { meals: readonly TMealPlan[] }) {
  if (meals.length === 0) return <EmptyState icon={UtensilsCrossed} title={T.empty} compact />;
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <table className="w-full text-sm">
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {T.dayColumn}
            </th>
            {MEALS.map((meal) => (
              <th key={meal} scope="col" className="px-2 py-3 text-center font-semibold">
                {T[meal]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {meals.map((meal) => (
            <tr key={meal.id}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-ink">
                {T.day(meal.dayNumber)}
              </th>
              {MEALS.map((name) => (
                <td key={name} className="px-2 py-3 text-center">
                  <MealMark included={meal[name]} meal={T[name]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
