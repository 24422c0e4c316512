import type { TDb } from '@tour/db';
import { NEWSLETTER_MESSAGES } from '@tour/shared/newsletter';
import type { TClock } from '../../clock';
import { subscribeOnce } from './newsletter.repository';

/** Subscribing twice is not an error: the second time says so. */
export async function subscribeToNewsletter(deps: { db: TDb; clock: TClock }, email: string) {
  const isNew = await subscribeOnce(deps.db, email, deps.clock.now());
  return { isNew, message: isNew ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.alreadySubscribed };
}
