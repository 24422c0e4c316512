import type { TMealPlan } from '@tour/shared';
import { MealPlansTable } from '../../../components/tours/meal-plans-table';
import { TOUR_PARTS_TEXTS } from './parts-texts';
import { useTexts } from '../../../lib/i18n/texts';

export function MealPlansTab({ meals }: { meals: readonly TMealPlan[] }) {
  const T = useTexts(TOUR_PARTS_TEXTS).meals;
  return <MealPlansTable rows={meals.map((meal) => ({ ...meal, key: meal.id, label: T.day(meal.dayNumber) }))} />;
}
