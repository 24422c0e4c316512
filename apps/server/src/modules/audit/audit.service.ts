import type { FastifyRequest } from 'fastify';
import type { TExecutor } from '../../db';
import { COMMAND_REQUEST_PREFIX } from '@tour/shared';
import { insertAuditEntry } from './audit.repository';

/** Who acted and from where: taken from the request once, passed down to the service that changes things. */
export type TActor = { userId: string; requestId: string; address: string };

export function actorOf(request: FastifyRequest, userId: string): TActor {
  return { userId, requestId: String(request.id), address: request.ip };
}

/**
 * Records one administrator action (DESIGN decision 24). Call it with the transaction that makes the change,
 * so the change and its audit row are written together or not at all.
 */
export async function recordAdminAction(
  tx: TExecutor,
  actor: TActor,
  action: { action: string; targetType: string; targetId: string; before?: object | null; after?: object | null },
): Promise<void> {
  await insertAuditEntry(tx, {
    actorUserId: actor.userId,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    before: (action.before ?? null) as Record<string, unknown> | null,
    after: (action.after ?? null) as Record<string, unknown> | null,
    requestId: actor.requestId,
    address: actor.address,
  });
}

/**
 * Records one action of a server command run on the server's shell (`npm run admin:create`): no signed-in actor
 * and no address; the request id names the command, so the log shows the row as the command's.
 */
export async function recordCommandAction(
  tx: TExecutor,
  command: string,
  action: { action: string; targetType: string; targetId: string; before?: object | null; after?: object | null },
): Promise<void> {
  await insertAuditEntry(tx, {
    actorUserId: null,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    before: (action.before ?? null) as Record<string, unknown> | null,
    after: (action.after ?? null) as Record<string, unknown> | null,
    requestId: `${COMMAND_REQUEST_PREFIX}${command}`,
    address: null,
  });
}
