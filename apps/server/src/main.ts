import { existsSync } from 'node:fs';
import { createDatabase, DEMO_ACCOUNTS, migrateDatabase, seedDemoData, seedSampleTour } from '@tour/db';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createOutboxTransport, createSmtpTransport } from './adapters/mail/mail-transport';
import { startHoldExpiry } from './jobs/hold-expiry';
import { startMailDelivery } from './jobs/mail-delivery';
import { startSessionCleanup } from './jobs/session-cleanup';
import { hashPassword } from './modules/auth/password';

async function main() {
  // Variables already in the environment win over the file (loadEnvFile does not override them).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.databaseDir },
  );
  await migrateDatabase(database);
  await seedSampleTour(database.db);
  if (config.seedDemoData) await seedDemoData(database.db, { hashPassword });

  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, clock: systemClock });
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createOutboxTransport();
  const stopMail = startMailDelivery({ db: database.db, transport, clock: systemClock, log: app.log }, 2000);
  const stopCleanup = startSessionCleanup({ db: database.db, clock: systemClock, log: app.log }, 60_000);
  const stopHoldExpiry = startHoldExpiry({ db: database.db, clock: systemClock, log: app.log }, 30_000);

  const shutdown = async () => {
    await stopMail();
    stopCleanup();
    stopHoldExpiry();
    await app.close();
    transport.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Tour marketplace on ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.databaseDir}` : 'PostgreSQL'}, mail: ${transport.kind})`,
  );
  if (config.seedDemoData) {
    const accounts = DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(16)} ${account.email} / ${account.password}`);
    app.log.info(`Demo accounts:\n${accounts.join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
