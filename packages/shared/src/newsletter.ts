import { z } from 'zod';
import { MESSAGES } from './errors';

/** POST /api/newsletter: the footer's newsletter box. The response carries the message to show. */
export const ZNewsletterSubscribeRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.forgotEmailRequired)
    .pipe(z.string().toLowerCase().email(MESSAGES.emailInvalid)),
});
export type TNewsletterSubscribeRequest = z.infer<typeof ZNewsletterSubscribeRequest>;
