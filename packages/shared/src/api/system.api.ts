import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Public, non-secret settings the browser needs. */
const ZPublicConfig = z.object({
  supportEmail: z.string(),
  supportPhone: z.string(),
  devMailbox: z.boolean(),
  paymentsTestMode: z.boolean(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/** Does the database answer? A 500 when it does not. */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: z.object({ status: z.literal('ok'), database: z.string() }),
});

/** Support contacts and which embedded defaults are in use. */
export const getPublicConfig = defineEndpoint({
  method: 'GET',
  path: '/api/config',
  response: ZPublicConfig,
});
