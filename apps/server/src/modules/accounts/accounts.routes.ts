import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeAccountRole,
  deactivateAccount,
  listAccounts,
  reactivateAccount,
  reauthenticate,
  sendAccountPasswordReset,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { actorOf } from '../audit/audit.service';
import * as accounts from './accounts.service';

type TAccountsRouteOptions = accounts.TAccountsDeps & { writeLimit: number; reauthLimitPerMinute: number };

function callerOf(request: FastifyRequest): accounts.TAccountsCaller {
  const auth = requireAuth(request);
  return { actor: actorOf(request, auth.user.id), sessionId: auth.sessionId };
}

/** User management (3-admin.md sections 2, 5, 7, 8; issue 21): administrators only. */
export async function accountsRoutes(app: FastifyInstance, deps: TAccountsRouteOptions) {
  const reads = { access: { area: 'accounts' as const } };
  const writes = { ...reads, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };
  // A password check: limited like sign-in, so the re-authentication cannot be used to guess it.
  const passwordCheck = { ...reads, rateLimit: { max: deps.reauthLimitPerMinute, timeWindow: '1 minute' } };

  serveEndpoint(app, listAccounts, reads, async (request) =>
    accounts.listAccountsPage(deps, requireAuth(request).sessionId, request.query),
  );

  serveEndpoint(app, changeAccountRole, writes, async (request) =>
    accounts.changeRole(deps, callerOf(request), request.params.userId, request.body.role),
  );

  serveEndpoint(app, deactivateAccount, writes, async (request) =>
    accounts.deactivateAccount(deps, callerOf(request), request.params.userId, request.body.reason),
  );

  serveEndpoint(app, reactivateAccount, writes, async (request) =>
    accounts.reactivateAccount(deps, callerOf(request), request.params.userId),
  );

  serveEndpoint(app, sendAccountPasswordReset, writes, async (request) =>
    accounts.sendPasswordReset(deps, callerOf(request).actor, request.params.userId),
  );

  serveEndpoint(app, reauthenticate, passwordCheck, async (request) =>
    accounts.reauthenticate(deps, callerOf(request), request.body.password),
  );
}
