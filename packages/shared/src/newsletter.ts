import { z } from 'zod';
import { MESSAGES } from './errors';

/** The answers to a subscription, which the footer shows in the visitor's language (message-translations). */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing! Our best deals will reach your inbox.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
} as const;

/** POST /api/newsletter: the footer's newsletter box. The response carries the message to show. */
export const ZNewsletterSubscribeRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.forgotEmailRequired)
    .pipe(z.string().toLowerCase().email(MESSAGES.emailInvalid)),
});
export type TNewsletterSubscribeRequest = z.infer<typeof ZNewsletterSubscribeRequest>;
