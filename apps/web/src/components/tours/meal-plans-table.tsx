import { Check, Minus, UtensilsCrossed } from 'lucide-react';
import { EmptyState } from '../ui/empty-state';
import { useTexts } from '../../lib/i18n/texts';
import { TOUR_INFO_TEXTS } from './texts';

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

export type TMealPlanRow = { key: string | number; label: string; breakfast: boolean; lunch: boolean; dinner: boolean };

function MealMark({ included, meal }: { included: boolean; meal: string }) {
  const T = useTexts(TOUR_INFO_TEXTS).meals;
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

/** A tour's meal plans, one row a day in the given order: which meals are included. */
export function MealPlansTable({ rows, rowTestId }: { rows: readonly TMealPlanRow[]; rowTestId?: string }) {
  const T = useTexts(TOUR_INFO_TEXTS).meals;
  if (rows.length === 0) return <EmptyState icon={UtensilsCrossed} title={T.empty} compact />;
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
          {rows.map((row) => (
            <tr key={row.key} data-testid={rowTestId}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-ink">
                {row.label}
              </th>
              {MEALS.map((meal) => (
                <td key={meal} className="px-2 py-3 text-center">
                  <MealMark included={row[meal]} meal={T[meal]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
