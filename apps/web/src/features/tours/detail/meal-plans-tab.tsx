import type { TMealPlan } from '@tour/shared';
import { MealPlansTable } from '../../../components/tours/meal-plans-table';
import { TOUR_TEXTS } from '../texts';

const T = TOUR_TEXTS.meals;

export function MealPlansTab({ meals }: { meals: readonly TMealPlan[] }) {
  return <MealPlansTable rows={meals.map((meal) => ({ ...meal, key: meal.id, label: T.day(meal.dayNumber) }))} />;
}
