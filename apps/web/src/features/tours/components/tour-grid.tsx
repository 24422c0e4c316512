import type { TTourCard } from '@tour/shared';
import { TourCard } from './tour-card';
import { TOUR_GRID_CLASSES } from './tour-grid-skeleton';

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
