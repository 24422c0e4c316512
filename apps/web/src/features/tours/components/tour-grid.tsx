import type { TTourCard } from '@tour/shared';
import { TOUR_GRID_CLASSES } from '../../../components/tours/tour-grid-skeleton';
import { TourCard } from './tour-card';

/** `leadsPage`: the grid is the page's main content, so its first picture loads at once (the search's results). */
export function TourGrid({ tours, leadsPage = false }: { tours: readonly TTourCard[]; leadsPage?: boolean }) {
  return (
    <ul className={TOUR_GRID_CLASSES} data-testid="tour-grid">
      {tours.map((tour, index) => (
        <li key={tour.id} className="flex">
          <TourCard tour={tour} imagePriority={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
