import { type TLanguage, type TTourContentShown, type TTourDetail, tourContentIn } from '@tour/shared';

/**
 * The tour as a visitor reads it (issue 27, item 5): its title, description and lists in the visitor's language when
 * the operator gave them, else in the tour's own (`shown.fallback`, which the page notes). Everything else is the
 * tour's; `translation` stays on it for the itinerary (itineraryIn).
 */
export function tourInLanguage(
  tour: TTourDetail,
  language: TLanguage,
): { tour: TTourDetail; shown: TTourContentShown } {
  const shown = tourContentIn(tour, language);
  return {
    shown,
    tour: {
      ...tour,
      title: shown.title,
      description: shown.description,
      highlights: shown.highlights,
      inclusions: shown.inclusions,
      exclusions: shown.exclusions,
    },
  };
}
