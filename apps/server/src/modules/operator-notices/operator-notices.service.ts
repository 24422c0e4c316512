import type { TDb } from '@tour/db';
import { DEFAULT_LANGUAGE, type TLanguage } from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { readBookingConfirmation, readBookingParticulars, readOperatorRecipients } from '../bookings/bookings.service';
import { findLanguageOfAddress } from '../languages/languages.service';
import { operatorNoticeMail } from './operator-notices.mails';
import {
  findCompanyAddressLanguage,
  lockNextOperatorNotice,
  markOperatorNotified,
  wasBookingEverPaid,
} from './operator-notices.repository';

export type TOperatorNoticeDeps = { db: TDb; clock: TClock; appName: string };

/** At most this many changes per pass, so one pass never runs long; the next pass takes the rest. */
const MAX_PER_PASS = 200;

/**
 * Tells each tour's operator of its bookings that became paid or were cancelled (issue 22): one e-mail per
 * change to the company's address and to each of its users, each in its recipient's language, queued in the
 * transaction that marks the change told. A change is claimed with SKIP LOCKED and marked in that same
 * transaction, so two instances (or a retried run) never tell it twice. A cancellation of a booking never paid is no news to the operator (they
 * never heard of it): it is marked without an e-mail.
 */
export async function runOperatorNotices(deps: TOperatorNoticeDeps) {
  let told = 0;
  for (let handled = 0; handled < MAX_PER_PASS; handled += 1) {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const event = await lockNextOperatorNotice(tx);
      if (!event) return false;
      await markOperatorNotified(tx, event.id, now);
      if (event.notice === 'cancelled' && !(await wasBookingEverPaid(tx, event.bookingId))) return true;
      const booking = await readBookingConfirmation(tx, { bookingId: event.bookingId });
      if (!booking) return true;
      const particulars = await readBookingParticulars(tx, event.bookingId);
      const facts = {
        booking,
        guests: particulars.guests,
        flights: particulars.flights,
        operatorName: particulars.operator?.name ?? null,
      };
      const languageOf = await recipientLanguages(tx, event.bookingId);
      for (const to of await readOperatorRecipients(tx, event.bookingId)) {
        const context = { to, appName: deps.appName, language: await languageOf(to) };
        await enqueueMail(tx, operatorNoticeMail(event.notice, facts, context), now);
      }
      told += 1;
      return true;
    });
    if (!done) break;
  }
  return { told };
}

/**
 * The language of each operator address: the one its account chose; for the company's address without a choice of
 * its own, the one its owner chose; else English (no request causes these e-mails).
 */
async function recipientLanguages(tx: TExecutor, bookingId: string) {
  const company = await findCompanyAddressLanguage(tx, bookingId);
  const companyEmail = company?.companyEmail?.trim().toLowerCase();
  return async (to: string): Promise<TLanguage> =>
    (await findLanguageOfAddress(tx, to)) ?? (to === companyEmail ? company?.ownerLanguage : null) ?? DEFAULT_LANGUAGE;
}
