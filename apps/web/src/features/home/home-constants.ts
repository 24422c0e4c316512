/** 1-traveller.md section 9: hero rotation 6 s, fade 500 ms; 6 skeletons while the tours load. */
export const HERO_ROTATION_MS = 6000;
export const HERO_FADE_MS = 500;
export const TOUR_GRID_SKELETONS = 6;
/** The home grid shows one page of the newest tours; 'View all tours' leads to the rest. */
export const HOME_TOUR_COUNT = 6;
/** The page of the catalogue the home's Popular Tour Packages show. */
export const POPULAR_TOURS = { page: 1, pageSize: HOME_TOUR_COUNT } as const;

/**
 * The featured destinations, as the catalogue names them (what their card searches and counts), and their pictures;
 * the names shown, in the visitor's language, are the texts' `destinations.cards`, in the same order.
 */
export const FEATURED_DESTINATIONS = [
  { destination: 'Santorini', image: '/media/destinations/santorini.svg' },
  { destination: 'Bali', image: '/media/destinations/bali.svg' },
  { destination: 'Kyoto', image: '/media/destinations/kyoto.svg' },
  { destination: 'Venice', image: '/media/destinations/venice.svg' },
] as const;
