import type { TTourCard } from '@tour/shared';
import { TOUR_GRID_CLASSES } from '../../../components/tours/tour-grid-skeleton';
import { TourCard } from './tour-card';

export function TourGrid({ tours }: { tours: readonly TTourCard[] }) {
  return (
    <ul className={TOUR_GRID_CLASSES} data-testid="tour-grid">
      {tours.map((tour) => (
        <li key={tour.id} className="flex">
          <TourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}
