import type { QueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@tour/shared';
import { BRAND } from '../../../lib/brand';
import { saveFile } from '../../../lib/save-file';
import { dateFlightsQueryOptions } from '../api/get-date-flights';
import { tourQueryOptions } from '../api/get-tour';
import { tourHotelsQueryOptions } from '../api/get-tour-hotels';
import { tourItineraryQueryOptions } from '../api/get-tour-itinerary';
import { tourMealsQueryOptions } from '../api/get-tour-meals';
import { buildTourProgramHtml, programFileName } from './build-program-html';

/** Download Program: the tour, its dates and every departure's flights, itinerary, hotels and meals in one HTML file. */
export async function downloadTourProgram(queryClient: QueryClient, slug: string, language: TLanguage): Promise<void> {
  const [tour, itinerary, hotels, meals] = await Promise.all([
    queryClient.fetchQuery(tourQueryOptions(slug)),
    queryClient.fetchQuery(tourItineraryQueryOptions(slug)),
    queryClient.fetchQuery(tourHotelsQueryOptions(slug)),
    queryClient.fetchQuery(tourMealsQueryOptions(slug)),
  ]);
  const flights = await Promise.all(
    tour.dates.map(async (date) => [date.id, await queryClient.fetchQuery(dateFlightsQueryOptions(date.id))] as const),
  );
  const html = buildTourProgramHtml({
    tour,
    itinerary,
    hotels,
    meals,
    flightsByDate: new Map(flights),
    siteName: BRAND.name,
    tourUrl: `${window.location.origin}/tours/${encodeURIComponent(slug)}`,
    generatedAt: new Date(),
    language,
  });
  saveFile(programFileName(slug), new Blob([html], { type: 'text/html;charset=utf-8' }));
}
