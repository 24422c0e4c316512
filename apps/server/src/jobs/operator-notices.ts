import type { FastifyBaseLogger } from 'fastify';
import { runOperatorNotices, type TOperatorNoticeDeps } from '../modules/operator-notices/operator-notices.service';

/** Tells tour operators of their bookings that were paid or cancelled (issue 22). */
export async function runOperatorNoticeJob(deps: TOperatorNoticeDeps & { log: FastifyBaseLogger }): Promise<void> {
  const { told } = await runOperatorNotices(deps);
  if (told > 0) deps.log.info({ told }, 'operator notices: bookings told');
}
