/** A tour's category, as the wizard offers it and the search filters by it; alone so the search page loads no more. */
export const TOUR_FORM_CATEGORIES = ['beach', 'city', 'adventure', 'cultural', 'luxury', 'shopping'] as const;
export type TTourFormCategory = (typeof TOUR_FORM_CATEGORIES)[number];
