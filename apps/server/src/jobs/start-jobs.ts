import type { FastifyBaseLogger } from 'fastify';
import type { TDatabaseHandle, TDb } from '@tour/db';
import type { TMailTransport } from '../adapters/mail/mail-transport';
import type { TClock } from '../clock';
import { runDashboardSummaryJob } from './dashboard-summary';
import { runHoldExpiry } from './hold-expiry';
import { runLicenceExpiryJob } from './licence-expiry';
import { startJobRunner, type TJobRunner, type TJobStore, type TPeriodicJob } from './job-runner';
import { deliverDueMail, maxMailPassMs } from './mail-delivery';
import { runOperatorNoticeJob } from './operator-notices';
import { runPaymentDeadlineJob } from './payment-deadlines';
import { runReviewRequestJob } from './review-requests';
import { runSessionCleanup } from './session-cleanup';
import { runTransferEscalationJob } from './transfer-escalation';
import { runTravelDocumentsJob } from './travel-documents';

export type TJobsDeps = {
  db: TDb;
  store: TJobStore;
  transport: TMailTransport;
  clock: TClock;
  log: FastifyBaseLogger;
  /** Booking e-mails sent by jobs link to the app and carry its name. */
  appUrl: string;
  appName: string;
};

/** pg-boss goes where the app's data is: the PostgreSQL database at `databaseUrl`, or the same PGlite instance. */
export function jobStoreFor(database: Pick<TDatabaseHandle, 'pglite'>, databaseUrl: string | undefined): TJobStore {
  if (databaseUrl) return { kind: 'postgres', databaseUrl };
  if (database.pglite) return { kind: 'pglite', pglite: database.pglite };
  throw new Error('The jobs need either the PostgreSQL URL or the PGlite instance of the database');
}

/** The background jobs of the server; more (payment deadlines, reminders, licence expiry) join the list. */
export function defineJobs({ db, transport, clock, log, appUrl, appName }: Omit<TJobsDeps, 'store'>): TPeriodicJob[] {
  return [
    {
      name: 'mail-delivery',
      everySeconds: 2,
      // A pass ends by itself within maxMailPassMs; each message it holds has its own lease as well.
      expireInSeconds: Math.ceil(maxMailPassMs(transport) / 1000) + 30,
      run: async () => {
        await deliverDueMail({ db, transport, clock, log });
      },
    },
    {
      name: 'hold-expiry',
      everySeconds: 30,
      expireInSeconds: 60,
      run: () => runHoldExpiry({ db, clock, log }),
    },
    {
      name: 'payment-deadlines',
      everySeconds: 60,
      expireInSeconds: 300,
      run: () => runPaymentDeadlineJob({ db, clock, log, appUrl, appName }),
    },
    {
      name: 'transfer-escalation',
      everySeconds: 300,
      expireInSeconds: 120,
      run: () => runTransferEscalationJob({ db, clock, log, appUrl, appName }),
    },
    {
      name: 'licence-expiry',
      everySeconds: 3600,
      expireInSeconds: 600,
      run: () => runLicenceExpiryJob({ db, clock, log, appUrl, appName }),
    },
    {
      name: 'operator-notices',
      // One indexed look at the few changes not told yet: cheap, so operators hear within seconds.
      everySeconds: 10,
      expireInSeconds: 300,
      run: () => runOperatorNoticeJob({ db, clock, log, appName }),
    },
    {
      // Hourly: a departure enters its 7-day window at Bangkok midnight, and a booking paid inside the
      // window gets its documents within the hour.
      name: 'travel-documents',
      everySeconds: 3600,
      expireInSeconds: 600,
      run: () => runTravelDocumentsJob({ db, clock, log, appUrl, appName }),
    },
    {
      // Hourly: a trip ends at Bangkok midnight, and its travellers are asked for a review within the hour.
      name: 'review-requests',
      everySeconds: 3600,
      expireInSeconds: 600,
      run: () => runReviewRequestJob({ db, clock, log, appUrl, appName }),
    },
    {
      // Nightly at 03:00 in Bangkok: the dashboards' summary rows compared with a recomputation, drift repaired and
      // reported (about 0.6 s at 200,000 bookings; decision record 0029).
      name: 'dashboard-summary',
      everySeconds: 3600,
      expireInSeconds: 900,
      run: ({ period }) => runDashboardSummaryJob({ db, clock, log }, period),
    },
    {
      name: 'session-cleanup',
      everySeconds: 60,
      expireInSeconds: 120,
      run: () => runSessionCleanup({ db, clock }),
    },
  ];
}

/** Starts every background job on this instance; `stop()` waits for runs in progress (a mail send, say). */
export function startJobs(deps: TJobsDeps): Promise<TJobRunner> {
  return startJobRunner({ store: deps.store, log: deps.log, jobs: defineJobs(deps) });
}
