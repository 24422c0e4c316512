import { MealPlansTable } from '../../../components/tours/meal-plans-table';
import type { TPreviewTour } from '../preview-tour';

/** The meal plan of each day: its schedule and which meals are included. */
export function MealsTab({ tour }: { tour: TPreviewTour }) {
  const rows = [...tour.mealPlans]
    .sort((a, b) => a.dayNumber - b.dayNumber)
    .map((plan) => ({ ...plan, key: plan.dayNumber, label: plan.schedule }));
  return <MealPlansTable rows={rows} rowTestId="preview-meal" />;
}
