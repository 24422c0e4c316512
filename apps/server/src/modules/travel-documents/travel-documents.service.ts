import { travelDocumentsWindow } from '@tour/shared';
import type { TDb } from '@tour/db';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import { readBookingConfirmation, readBookingParticulars } from '../bookings/bookings.service';
import { issueManageLink } from '../bookings/manage-links.service';
import { findBookingLanguage } from '../languages/languages.service';
import { travelDocumentsMail } from './travel-documents.mails';
import { claimDueTravelDocuments } from './travel-documents.repository';

export type TTravelDocumentsDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

/** At most this many bookings per pass; the next pass takes the rest. */
const MAX_PER_PASS = 200;

/**
 * "Travel documents 7 days before departure": each paid, confirmed booking whose departure is 7 Bangkok days
 * away or nearer gets its itinerary, flights and meeting details once. The booking is stamped and its e-mail
 * queued in one transaction; SKIP LOCKED and the stamp keep racing instances from sending twice.
 */
export async function runTravelDocuments(deps: TTravelDocumentsDeps) {
  let sent = 0;
  for (; sent < MAX_PER_PASS; sent += 1) {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const bookingId = await claimDueTravelDocuments(tx, travelDocumentsWindow(now), now);
      if (!bookingId) return false;
      const booking = await readBookingConfirmation(tx, { bookingId });
      if (!booking?.contactEmail) return true;
      const language = await findBookingLanguage(tx, bookingId);
      const particulars = await readBookingParticulars(tx, bookingId, language);
      const manageUrl = await issueManageLink(tx, {
        bookingId,
        tripEndDate: booking.date.endDate,
        appUrl: deps.appUrl,
        now,
      });
      await enqueueMail(
        tx,
        travelDocumentsMail({ booking, ...particulars }, { appName: deps.appName, manageUrl, language }),
        now,
      );
      return true;
    });
    if (!done) break;
  }
  return { sent };
}
