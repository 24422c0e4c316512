import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';

/**
 * Where the jobs' own state lives: pg-boss's tables (schema `pgboss`) in the application's database.
 * PGlite is reached through the same in-process instance the app uses (pg-boss's PGlite adapter);
 * PostgreSQL through a small pool of pg-boss's own.
 */
export type TJobStore = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; databaseUrl: string };

export type TJobRun = {
  /** Start of the period this run is for (database time); one run per period across all instances. */
  period: Date;
  /** 0 for the first attempt, 1 for the first retry, ... */
  retryCount: number;
};

export type TPeriodicJob = {
  /** Queue name; stays stable across releases (pg-boss keeps the queue's history under it). */
  name: string;
  /** Length of a period in whole seconds: at most one run starts per period, whatever the instances. */
  everySeconds: number;
  /** A run still active after this long is presumed lost (instance died) and retried elsewhere. */
  expireInSeconds: number;
  run(run: TJobRun): Promise<void>;
};

export type TJobRunnerOptions = {
  store: TJobStore;
  jobs: readonly TPeriodicJob[];
  log: FastifyBaseLogger;
  /** How often pg-boss looks for runs that outlived `expireInSeconds` (default 30). */
  superviseIntervalSeconds?: number;
  /** First retry after this many seconds, doubling up to a minute (default 5). */
  retryDelaySeconds?: number;
  /** Retries after the first attempt; the next period's run comes anyway (default 3). */
  retryLimit?: number;
  /** How often an idle worker asks for a run; default half the period, between 0.5 and 5 seconds. */
  pollingIntervalSeconds?: number;
};

export type TJobRunner = {
  /** Stops proposing runs, waits for runs in progress (up to `graceMs`), then lets go of the database. */
  stop(graceMs?: number): Promise<void>;
};

/**
 * Periodic jobs on pg-boss. Every instance proposes a run of each job twice per period; the database
 * accepts one per period (pg-boss throttling: a unique slot per queue and period) and the `stately`
 * policy lets at most one run be active and one wait, so runs never overlap. A run that throws is
 * retried with backoff; a run whose instance died expires and is retried by another instance.
 * Stopping fails the runs still active after the grace, which puts them up for retry.
 */
export async function startJobRunner(options: TJobRunnerOptions): Promise<TJobRunner> {
  const { store, jobs, log } = options;
  const common: ConstructorOptions = {
    // Our periods are shorter than the minute that pg-boss's cron resolves to; see proposeRun below.
    schedule: false,
    // Supervision (expiring runs of dead instances) is claimed per queue in the database, at the
    // longer of these two intervals, so one instance's pass serves them all.
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    registerInstance: false,
    persistWarnings: false,
  };
  const boss = new PgBoss(
    store.kind === 'pglite'
      ? { ...common, db: fromPglite(store.pglite), backend: 'pglite' }
      : { ...common, connectionString: store.databaseUrl, max: 3, application_name: 'tour-jobs' },
  );
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, `job runner: ${warning.message}`));
  await boss.start();

  const timers: NodeJS.Timeout[] = [];
  try {
    for (const job of jobs) {
      if (!Number.isInteger(job.everySeconds) || job.everySeconds < 1) {
        throw new Error(`Job ${job.name}: everySeconds must be a whole number of seconds, at least 1`);
      }
      const queue = {
        policy: 'stately',
        expireInSeconds: job.expireInSeconds,
        retryLimit: options.retryLimit ?? 3,
        retryDelay: options.retryDelaySeconds ?? 5,
        retryBackoff: true,
        retryDelayMax: 60,
        // Finished runs are only history; keep an hour of it.
        deleteAfterSeconds: 3600,
      } as const;
      await boss.createQueue(job.name, queue);
      const { policy: _fixedAtCreation, ...changeable } = queue;
      await boss.updateQueue(job.name, changeable);
      await boss.work(
        job.name,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? Math.min(Math.max(job.everySeconds / 2, 0.5), 5),
          includeMetadata: true,
        },
        async ([run]) => {
          if (!run) return;
          try {
            await job.run({ period: run.singletonOn ?? run.createdOn, retryCount: run.retryCount });
          } catch (error) {
            log.error({ err: error, job: job.name, retryCount: run.retryCount }, 'job run failed; pg-boss retries it');
            throw error;
          }
        },
      );
      const proposeRun = () => {
        boss
          .send(job.name, null, { singletonSeconds: job.everySeconds })
          .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'could not propose a job run'));
      };
      proposeRun();
      // Twice per period, so a late timer never leaves a period without a proposal.
      const timer = setInterval(proposeRun, (job.everySeconds * 1000) / 2);
      timer.unref();
      timers.push(timer);
    }
  } catch (error) {
    for (const timer of timers) clearInterval(timer);
    await boss.stop({ graceful: false });
    throw error;
  }

  return {
    async stop(graceMs = 30_000) {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: graceMs });
    },
  };
}
