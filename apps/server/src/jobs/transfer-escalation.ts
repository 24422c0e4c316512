import type { FastifyBaseLogger } from 'fastify';
import {
  escalateOverdueTransfers,
  type TTransferDeskDeps,
} from '../modules/transfer-verification/transfer-verification.service';

/** Flags bank transfers not verified within 1-2 business days and e-mails the administrators, once per transfer. */
export async function runTransferEscalationJob(deps: TTransferDeskDeps & { log: FastifyBaseLogger }): Promise<void> {
  const { escalated } = await escalateOverdueTransfers(deps);
  if (escalated > 0) deps.log.warn({ escalated }, 'transfer escalation: transfers overdue for verification');
}
