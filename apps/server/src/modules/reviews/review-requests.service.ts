import type { TDb } from '@tour/db';
import { addCalendarDays, marketplaceDate, REVIEW_LINK_VALID_DAYS } from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import { findBookingLanguage } from '../languages/languages.service';
import { mailBookingOf } from './review-views';
import { reviewRequestMail } from './reviews.mails';
import { claimDueReviewRequest, findReviewBooking } from './reviews.repository';
import { issueReviewLink } from './reviews.service';

export type TReviewRequestDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

/** At most this many bookings per pass; the next pass takes the rest. */
const MAX_PER_PASS = 200;

/**
 * "After the trip ends the traveller receives an e-mail with a private link" (issue 23): each paid booking, not
 * cancelled, whose trip ended (its last day is over in Bangkok, DESIGN decision 36) and that has no review is
 * stamped and e-mailed a fresh 60-day review link in one transaction, once; SKIP LOCKED and the stamp keep racing
 * instances from sending twice. Trips that ended longer ago than a link lives are not asked any more. The e-mail is
 * in the language the booking was made in.
 */
export async function runReviewRequests(deps: TReviewRequestDeps) {
  let sent = 0;
  for (; sent < MAX_PER_PASS; sent += 1) {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const today = marketplaceDate(now);
      const window = { today, endedSince: addCalendarDays(today, -REVIEW_LINK_VALID_DAYS) };
      const bookingId = await claimDueReviewRequest(tx, window, now);
      if (!bookingId) return false;
      const booking = await findReviewBooking(tx, bookingId);
      if (!booking?.mailTo) return true;
      const link = await issueReviewLink(tx, { bookingId, appUrl: deps.appUrl, now });
      const language = await findBookingLanguage(tx, bookingId);
      const mail = reviewRequestMail(
        { booking: mailBookingOf(booking, booking.mailTo, language), link },
        { appName: deps.appName, language },
      );
      await enqueueMail(tx, mail, now);
      return true;
    });
    if (!done) break;
  }
  return { sent };
}
