import type { FastifyInstance } from 'fastify';
import type { TDb } from '@tour/db';
import type { TPublicConfig } from '@tour/shared';
import type { TConfig } from '../../config';
import { isFromThisMachine } from '../../http/access';
import { checkDatabase } from './system.service';

export async function systemRoutes(app: FastifyInstance, deps: { db: TDb; config: TConfig; databaseKind: string }) {
  app.get('/api/health', { config: { access: 'public', rateLimit: false } }, async () => {
    await checkDatabase(deps.db);
    return { status: 'ok', database: deps.databaseKind };
  });

  app.get(
    '/api/config',
    { config: { access: 'public' } },
    async (request): Promise<TPublicConfig> => ({
      supportEmail: deps.config.supportEmail,
      supportPhone: deps.config.supportPhone,
      // The footer links the dev mailbox only for someone who may open it (DESIGN decision 28).
      devMailbox: deps.config.env !== 'production' && isFromThisMachine(request),
      paymentsTestMode: !deps.config.stripe,
    }),
  );
}
