import { existsSync } from 'node:fs';
import {
  createDatabase,
  DEMO_ACCOUNTS,
  migrateDatabase,
  SAMPLE_TOUR_SLUG,
  seedDemoData,
  seedSampleTour,
} from '@tour/db';
import { seedDemoTransfer } from './modules/payments/demo-transfer';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type TConfig } from './config';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from './embedded-database-lock';
import { createFileStore } from './adapters/files/create-file-store';
import { describeRateLimitStore, RateLimitStoreError } from './adapters/rate-limit/rate-limit-store';
import { createOutboxTransport, createSmtpTransport } from './adapters/mail/mail-transport';
import { jobStoreFor, startJobs } from './jobs/start-jobs';
import { hashPassword } from './modules/auth/password';
import { generateTourContent } from './modules/tour-content/tour-content.service';
import { createEmbeddedContentGenerator } from './adapters/content/content-generator';

async function main() {
  // Variables already in the environment win over the file (loadEnvFile does not override them).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: TConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The embedded database may be open in one process only (see embedded-database-lock.ts).
  const releaseEmbeddedDatabase = config.databaseUrl
    ? null
    : await lockEmbeddedDatabase(config.databaseDir, (error) =>
        console.error(`The lock on the embedded database was lost: ${error.message}`),
      ).catch((error: unknown) => {
        if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
        console.error(error.message);
        process.exit(1);
      });
  const database = await createDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.databaseDir },
  );
  await migrateDatabase(database);
  await seedSampleTour(database.db);
  if (config.seedDemoData) await seedDemoData(database.db, { hashPassword });

  // Files in the S3 bucket when S3_* is set, else in FILES_DIR; rate-limit counters in Redis when
  // REDIS_URL is set (buildApp connects and stops the start if Redis does not answer), else in memory.
  const files = createFileStore(config);
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, clock: systemClock, files }).catch(
    (error: unknown) => {
      if (!(error instanceof RateLimitStoreError)) throw error;
      console.error(error.message);
      process.exit(1);
    },
  );
  // The sample tour's gallery, thumbnail and itinerary come from the generator Admin Actions use (3-admin.md,
  // Seeding); it fills only what is missing, so later starts and concurrent instances add nothing.
  await generateTourContent(
    { db: database.db, clock: systemClock, files, generator: createEmbeddedContentGenerator(), log: app.log },
    null,
    SAMPLE_TOUR_SLUG,
  );
  // The verification desk's demo: a transfer awaiting verification with a sample slip (docs/demo-slips).
  if (config.seedDemoData) await seedDemoTransfer({ db: database.db, clock: systemClock, files });
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createOutboxTransport();
  // Hold expiry, mail delivery and session clean-up on pg-boss, in this same database (docs/decisions/0008-jobs-on-pg-boss.md).
  const jobs = await startJobs({
    db: database.db,
    store: jobStoreFor(database, config.databaseUrl),
    transport,
    clock: systemClock,
    log: app.log,
    appUrl: config.appUrl,
    appName: config.appName,
  });

  const shutdown = async () => {
    // Waits for runs in progress (a mail send ends within its transport's limit) before the database closes.
    await jobs.stop();
    await app.close();
    transport.close();
    await database.close();
    await releaseEmbeddedDatabase?.();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Tour marketplace on ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.databaseDir}` : 'PostgreSQL'}, mail: ${transport.kind}, files: ${files.description}, rate limits: ${describeRateLimitStore(config)})`,
  );
  // Several instances can share one PostgreSQL; they then need shared rate limits and files too (DESIGN 1).
  if (config.env === 'production' && database.kind === 'postgres') {
    if (!config.redis) {
      app.log.warn(
        'Rate limits are per instance: REDIS_URL is not set, so each instance counts sign-in and write attempts on its own and N instances allow N times the limit. Set REDIS_URL unless exactly one instance runs.',
      );
    }
    if (!files.shared) {
      app.log.warn(
        `Files are per instance: S3_* is not set, so uploads are kept in ${config.filesDir} on this machine and other instances cannot serve them ("Payment slip not found"). Set S3_* unless exactly one instance runs or FILES_DIR is a shared volume.`,
      );
    }
  }
  if (config.seedDemoData) {
    const accounts = DEMO_ACCOUNTS.map(
      (account) => `  ${account.role.padEnd(16)} ${account.email} / ${account.password}`,
    );
    app.log.info(`Demo accounts:\n${accounts.join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
