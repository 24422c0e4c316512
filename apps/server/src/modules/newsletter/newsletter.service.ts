import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { subscribeOnce } from './newsletter.repository';

const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing! Our best deals will reach your inbox.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
} as const;

/** Subscribing twice is not an error: the second time says so. */
export async function subscribeToNewsletter(deps: { db: TDb; clock: TClock }, email: string) {
  const isNew = await subscribeOnce(deps.db, email, deps.clock.now());
  return { isNew, message: isNew ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.alreadySubscribed };
}
