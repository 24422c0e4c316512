import type { QueryClient } from '@tanstack/react-query';
import { BRAND } from '../../../lib/brand';
import { saveFile } from '../../../lib/save-file';
import { tourQueryOptions } from '../api/get-tour';
import { tourHotelsQueryOptions } from '../api/get-tour-hotels';
import { tourItineraryQueryOptions } from '../api/get-tour-itinerary';
import { tourMealsQueryOptions } from '../api/get-tour-meals';
import { buildTourProgramHtml, programFileName } from './build-program-html';

/** Download Program: the tour, its dates, itinerary, hotels and meals in one HTML file. */
export async function downloadTourProgram(queryClient: QueryClient, slug: string): Promise<void> {
  const [tour, itinerary, hotels, meals] = await Promise.all([
    queryClient.fetchQuery(tourQueryOptions(slug)),
    queryClient.fetchQuery(tourItineraryQueryOptions(slug)),
    queryClient.fetchQuery(tourHotelsQueryOptions(slug)),
    queryClient.fetchQuery(tourMealsQueryOptions(slug)),
  ]);
  const html = buildTourProgramHtml({
    tour,
    itinerary,
    hotels,
    meals,
    siteName: BRAND.name,
    tourUrl: `${window.location.origin}/tours/${encodeURIComponent(slug)}`,
    generatedAt: new Date(),
  });
  saveFile(programFileName(slug), new Blob([html], { type: 'text/html;charset=utf-8' }));
}
