import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { openTestDatabase, TEST_BACKENDS, type TTestBackend, type TTestDatabase } from '@tour/db/testing';
import { startJobRunner, type TJobRun, type TJobRunner, type TJobRunnerOptions } from './job-runner';
import { jobStoreFor } from './start-jobs';

const log = pino({ level: 'silent' });
const waitOptions = { timeout: 20_000, interval: 50 };

/** A test database for the enclosing describe, and runners on it that are stopped at its end. */
function setUpRunners(backend: TTestBackend) {
  let database: TTestDatabase;
  const runners: TJobRunner[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop(1000)));
    await database.close();
  });
  return async function start(options: Omit<TJobRunnerOptions, 'store' | 'log'>) {
    const runner = await startJobRunner({
      store: jobStoreFor(database.handle, database.databaseUrl),
      log,
      pollingIntervalSeconds: 0.5,
      ...options,
    });
    runners.push(runner);
    return runner;
  };
}

describe.each(TEST_BACKENDS)('job runner (pg-boss) on %s', (backend) => {
  const start = setUpRunners(backend);

  it('runs a periodic job, once per period', async () => {
    const runs: TJobRun[] = [];
    const runner = await start({
      jobs: [{ name: 'tick', everySeconds: 1, expireInSeconds: 30, run: async (run) => void runs.push(run) }],
    });
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2), waitOptions);
    await runner.stop();
    const periods = runs.map((run) => run.period.getTime());
    expect(new Set(periods).size).toBe(periods.length);
    expect(runs.every((run) => run.retryCount === 0)).toBe(true);
  });

  it('retries a run that failed', async () => {
    const runs: TJobRun[] = [];
    const runner = await start({
      retryDelaySeconds: 1,
      // One period for the whole test: a second run can only be the retry.
      jobs: [
        {
          name: 'fails-once',
          everySeconds: 3600,
          expireInSeconds: 30,
          run: async (run) => {
            runs.push(run);
            if (run.retryCount === 0) throw new Error('first attempt fails');
          },
        },
      ],
    });
    await vi.waitFor(() => expect(runs).toHaveLength(2), waitOptions);
    await runner.stop();
    expect(runs.map((run) => run.retryCount)).toEqual([0, 1]);
    expect(runs[1]!.period).toEqual(runs[0]!.period);
  });
});

// Several instances share one PostgreSQL database; a PGlite database belongs to one process.
describe('job runner (pg-boss): several instances on one PostgreSQL database', () => {
  const start = setUpRunners('postgres');

  it('two instances on one database run a job once per period between them', async () => {
    const runs: { instance: string; period: number }[] = [];
    const job = (instance: string) => ({
      name: 'shared-tick',
      everySeconds: 1,
      expireInSeconds: 30,
      run: async ({ period }: TJobRun) => void runs.push({ instance, period: period.getTime() }),
    });
    const first = await start({ jobs: [job('first')] });
    const second = await start({ jobs: [job('second')] });
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), waitOptions);
    await Promise.all([first.stop(), second.stop()]);
    const periods = runs.map((run) => run.period);
    expect(new Set(periods).size).toBe(periods.length);
  });

  it('retries on another instance a run whose instance went silent mid-run', async () => {
    const runs: { instance: string; retryCount: number; period: number }[] = [];
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = (instance: string, run: (run: TJobRun) => Promise<void>) => ({
      name: 'survives-a-dead-instance',
      everySeconds: 3600,
      expireInSeconds: 1,
      run: async (jobRun: TJobRun) => {
        runs.push({ instance, retryCount: jobRun.retryCount, period: jobRun.period.getTime() });
        await run(jobRun);
      },
    });
    // The first instance takes the run and never finishes it, as if its process had died.
    const dead = await start({ jobs: [job('dead', () => hung)] });
    await vi.waitFor(() => expect(runs).toHaveLength(1), waitOptions);
    const alive = await start({
      superviseIntervalSeconds: 1,
      retryDelaySeconds: 1,
      jobs: [job('alive', async () => {})],
    });
    await vi.waitFor(() => expect(runs.some((run) => run.instance === 'alive')).toBe(true), waitOptions);
    release();
    await Promise.all([dead.stop(1000), alive.stop()]);
    expect(runs[0]).toMatchObject({ instance: 'dead', retryCount: 0 });
    expect(runs.find((run) => run.instance === 'alive')).toMatchObject({ retryCount: 1, period: runs[0]!.period });
  });
});
