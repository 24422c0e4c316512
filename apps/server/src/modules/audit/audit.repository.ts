import { auditLog } from '@tour/db';
import type { TExecutor } from '../../db';

export type TAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(tx: TExecutor, entry: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
