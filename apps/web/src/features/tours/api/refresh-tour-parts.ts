import type { QueryClient } from '@tanstack/react-query';
import { getTourHotels } from './get-tour-hotels';
import { getTourImages } from './get-tour-images';
import { getTourItinerary } from './get-tour-itinerary';
import { getTourMeals } from './get-tour-meals';

const PART_READS = { images: getTourImages, itinerary: getTourItinerary, meals: getTourMeals, hotels: getTourHotels };
type TTourPart = keyof typeof PART_READS;

/**
 * After a change to a tour, its page's parts are read past the browser's cache (they are served public,
 * max-age=60), so the tour page shows them new at once. A failed read leaves the query to load again when
 * the page opens (prefetchQuery does not throw).
 */
export function refreshTourParts(queryClient: QueryClient, slug: string, parts: readonly TTourPart[]) {
  return Promise.all(
    parts.map((part) =>
      queryClient.prefetchQuery({
        queryKey: ['tours', 'detail', slug, part],
        queryFn: (): Promise<unknown> => PART_READS[part](slug, { cache: 'reload' }),
        staleTime: 0,
      }),
    ),
  );
}
