import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import type { TPublicConfig } from '@tour/shared';
import type { TConfig } from '../../config';

export async function systemRoutes(app: FastifyInstance, deps: { db: TDb; config: TConfig; databaseKind: string }) {
  app.get('/api/health', { config: { access: 'public', rateLimit: false } }, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok', database: deps.databaseKind };
  });

  app.get('/api/config', { config: { access: 'public' } }, async (): Promise<TPublicConfig> => ({
    supportEmail: deps.config.supportEmail,
    supportPhone: deps.config.supportPhone,
    devMailbox: deps.config.env !== 'production',
    paymentsTestMode: !deps.config.stripe,
  }));
}
