import type { FastifyBaseLogger } from 'fastify';
import { runTravelDocuments, type TTravelDocumentsDeps } from '../modules/travel-documents/travel-documents.service';

/** Sends travellers their itinerary, flights and meeting details 7 days before departure. */
export async function runTravelDocumentsJob(deps: TTravelDocumentsDeps & { log: FastifyBaseLogger }): Promise<void> {
  const { sent } = await runTravelDocuments(deps);
  if (sent > 0) deps.log.info({ sent }, 'travel documents: bookings sent');
}
