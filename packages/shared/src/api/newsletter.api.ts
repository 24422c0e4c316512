import { z } from 'zod';
import { ZNewsletterSubscribeRequest } from '../newsletter';
import { defineEndpoint } from './endpoint';

const ZNewsletterSubscribeResponse = z.object({ message: z.string() });
export type TNewsletterSubscribeResponse = z.infer<typeof ZNewsletterSubscribeResponse>;

/** The footer's newsletter box: 201 for a new address, 200 for one already subscribed; the message to show. */
export const subscribeToNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter',
  body: ZNewsletterSubscribeRequest,
  response: ZNewsletterSubscribeResponse,
});
