import type { QueryClient } from '@tanstack/react-query';
import { BRAND } from '../../../lib/brand';
import { tourQueryOptions } from '../api/get-tour';
import { tourHotelsQueryOptions } from '../api/get-tour-hotels';
import { tourItineraryQueryOptions } from '../api/get-tour-itinerary';
import { tourMealsQueryOptions } from '../api/get-tour-meals';
import { buildTourProgramHtml, programFileName } from './build-program-html';

/** Saves text as a file through a Blob link: nothing leaves the browser. */
function saveFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking on the next task keeps the URL alive until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
  saveFile(programFileName(slug), html, 'text/html;charset=utf-8');
}
