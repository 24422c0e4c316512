import type { FastifyBaseLogger } from 'fastify';
import { runLicenceWatch, type TLicenceWatchDeps } from '../modules/licence-watch/licence-watch.service';

/** Licence reminders 60, 30 and 7 days before expiry and the notice at expiry (DESIGN decision 25). */
export async function runLicenceExpiryJob(deps: TLicenceWatchDeps & { log: FastifyBaseLogger }): Promise<void> {
  const { reminded, expired } = await runLicenceWatch(deps);
  if (reminded > 0 || expired > 0) deps.log.info({ reminded, expired }, 'licence watch: reminded, expired');
}
