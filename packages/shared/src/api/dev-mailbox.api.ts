import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const ZMailMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;

const ZMailboxResponse = z.object({ messages: z.array(ZMailMessage) });
export type TMailboxResponse = z.infer<typeof ZMailboxResponse>;

/** The outbox, newest first: for development and tests, from this machine only, never in production. */
export const getDevMailbox = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mailbox',
  response: ZMailboxResponse,
});
