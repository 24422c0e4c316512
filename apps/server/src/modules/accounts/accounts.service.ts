import type { TDb } from '@tour/db';
import {
  ACCOUNTS_MESSAGES,
  DEFAULT_LANGUAGE,
  type TAccountCounts,
  type TAccountRow,
  type TAccountsPage,
  type TAccountsQuery,
  type TErrorCode,
  type TRole,
  MESSAGES,
  menuFor,
  normaliseRole,
  roleChangeNeedsReauth,
  roleChangeRefusal,
  statusChangeNeedsReauth,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import * as auth from '../auth/auth.service';
import { findProfileLanguage } from '../languages/languages.service';
import { accountDeactivatedMail, accountReactivatedMail, roleChangedMail } from './accounts.mails';
import {
  accountHasCompany,
  countAccounts,
  countAccountsByRole,
  findAccount,
  listAccounts,
  listAccountsCounted,
  lockAccount,
  lockActiveAdministrators,
  setAccountDeactivatedAt,
  type TAccountFilter,
  type TAccountRecord,
  updateAccountRole,
} from './accounts.repository';

export type TAccountsDeps = { db: TDb; clock: TClock; appUrl: string; appName: string; supportEmail: string };

/** The acting administrator: who (for the audit row) and which session (whose re-authentication counts). */
export type TAccountsCaller = { actor: TActor; sessionId: string };

const ROLE_REFUSAL_CODES = new Map<string, TErrorCode>([
  [ACCOUNTS_MESSAGES.cannotChangeOwnRole, 'OWN_ROLE'],
  [ACCOUNTS_MESSAGES.ownerByInvitationOnly, 'ROLE_NOT_ASSIGNABLE'],
  [ACCOUNTS_MESSAGES.roleNotAssignable, 'ROLE_NOT_ASSIGNABLE'],
  [ACCOUNTS_MESSAGES.noRoleChange, 'ROLE_UNCHANGED'],
]);

function toAccountRow(record: TAccountRecord): TAccountRow {
  return {
    id: record.id,
    username: record.username,
    email: record.email,
    role: normaliseRole(record.role),
    status: record.deactivatedAt ? 'deactivated' : 'active',
    emailVerified: record.emailVerifiedAt !== null,
    createdAt: record.createdAt.toISOString(),
    lastSignInAt: record.lastSignInAt?.toISOString() ?? null,
    deactivatedAt: record.deactivatedAt?.toISOString() ?? null,
  };
}

function countsByCard(rows: Array<{ role: string; accounts: number }>): TAccountCounts {
  const counts: TAccountCounts = {
    all: 0,
    admin: 0,
    customer: 0,
    registered_customer: 0,
    agent: 0,
    wholesale_owner: 0,
    wholesale_seller: 0,
  };
  // The role CHECK admits only the six roles, so the legacy wholesaler (hidden by the spec) never appears here.
  for (const row of rows) {
    if (row.role in counts && row.role !== 'all') {
      counts[row.role as Exclude<keyof TAccountCounts, 'all'>] += row.accounts;
      counts.all += row.accounts;
    }
  }
  return counts;
}

/**
 * A page of accounts and how many match in all. A role filter alone is its card; active accounts are the card
 * less the few deactivated ones (read through their partial index). A search or the deactivated filter matches
 * few rows, so the page query counts them as it reads them (a window count), and only a page past the end needs
 * a count of its own.
 */
async function readPage(
  db: TExecutor,
  filter: TAccountFilter,
  page: { limit: number; offset: number },
  cards: Promise<TAccountCounts>,
): Promise<{ records: TAccountRecord[]; total: number }> {
  if (filter.q || filter.status === 'deactivated') {
    const rows = await listAccountsCounted(db, filter, page);
    const total = rows[0]?.matching ?? (await countAccounts(db, filter));
    return { records: rows, total };
  }
  const [records, deactivated, counts] = await Promise.all([
    listAccounts(db, filter, page),
    filter.status === 'active' ? countAccounts(db, { ...filter, status: 'deactivated' }) : Promise.resolve(0),
    cards,
  ]);
  return { records, total: counts[filter.role] - deactivated };
}

/** The user table: a page of accounts, the role cards' counts (every account) and the session's re-authentication. */
export async function listAccountsPage(
  deps: Pick<TAccountsDeps, 'db' | 'clock'>,
  sessionId: string,
  query: TAccountsQuery,
): Promise<TAccountsPage> {
  const filter = { role: query.role, status: query.status, q: query.q };
  const cards = countAccountsByRole(deps.db).then(countsByCard);
  const [{ records, total }, counts, until] = await Promise.all([
    readPage(deps.db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }, cards),
    cards,
    auth.reauthenticatedUntil(deps.db, sessionId, deps.clock.now()),
  ]);
  return {
    items: records.map(toAccountRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
    reauthenticatedUntil: until?.toISOString() ?? null,
  };
}

/**
 * The guards every change runs under, inside its transaction: every active administrator's rows are locked
 * first, so two administrators acting at once are serialised and the last active administrator rule reads
 * the truth. Returns the target, locked too.
 */
async function lockForChange(tx: TExecutor, userId: string) {
  const administrators = await lockActiveAdministrators(tx);
  const target = await lockAccount(tx, userId);
  if (!target) throw new AppError('USER_NOT_FOUND', ACCOUNTS_MESSAGES.missingUser);
  return { administrators, target };
}

/** The account holder's e-mails are in their profile's language; an administrator's request says nothing of it. */
async function languageOfAccount(tx: TExecutor, userId: string) {
  return (await findProfileLanguage(tx, userId)) ?? DEFAULT_LANGUAGE;
}

function refuseRemovingLastAdministrator(administrators: string[], target: TAccountRecord) {
  const isActiveAdministrator = administrators.includes(target.id);
  if (isActiveAdministrator && administrators.length <= 1) {
    throw new AppError('LAST_ADMIN', ACCOUNTS_MESSAGES.lastAdmin);
  }
}

async function requireRecentReauthentication(tx: TExecutor, caller: TAccountsCaller, now: Date) {
  if (!(await auth.reauthenticatedUntil(tx, caller.sessionId, now))) {
    throw new AppError('REAUTH_REQUIRED', ACCOUNTS_MESSAGES.reauthRequired);
  }
}

/** The access guard read the caller's role as the request arrived; this holds it to the locked truth. */
function requireActingAdministrator(administrators: string[], caller: TAccountsCaller) {
  if (!administrators.includes(caller.actor.userId)) throw new AppError('FORBIDDEN', MESSAGES.noPermission);
}

/**
 * Changes an account's role (3-admin.md section 5, DESIGN decision 38): the spec's refusals, the last active
 * administrator rule, re-authentication for granting or removing admin, one audit row and an e-mail to the
 * user, all in one transaction. The session reads the role on every request, so it applies at the next one.
 */
export async function changeRole(
  deps: TAccountsDeps,
  caller: TAccountsCaller,
  userId: string,
  newRole: TRole,
): Promise<TAccountRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { administrators, target } = await lockForChange(tx, userId);
    const currentRole = normaliseRole(target.role);
    const refusal = roleChangeRefusal({ actorId: caller.actor.userId, targetId: target.id, currentRole, newRole });
    if (refusal) throw new AppError(ROLE_REFUSAL_CODES.get(refusal) ?? 'ROLE_NOT_ASSIGNABLE', refusal);
    if (currentRole === 'admin') refuseRemovingLastAdministrator(administrators, target);
    if (roleChangeNeedsReauth(currentRole, newRole)) await requireRecentReauthentication(tx, caller, now);
    requireActingAdministrator(administrators, caller);

    await updateAccountRole(tx, { userId: target.id, role: newRole, now });
    await recordAdminAction(tx, caller.actor, {
      action: 'account.change_role',
      targetType: 'user',
      targetId: target.id,
      before: { role: currentRole },
      after: { role: newRole },
    });
    const hasCompany = await accountHasCompany(tx, target.id);
    const mail = roleChangedMail(
      {
        to: target.email,
        username: target.username,
        previousRole: currentRole,
        newRole,
        menu: menuFor({ role: newRole, hasCompany }),
        language: await languageOfAccount(tx, target.id),
      },
      deps,
    );
    await enqueueMail(tx, mail, now);
    return toAccountRow({ ...target, role: newRole });
  });
}

/**
 * Deactivates an account: it can no longer sign in, its sessions and unused reset links end in the same
 * transaction, its bookings stand. Never one's own account, never the last active administrator; an
 * administrator's deactivation asks for the acting administrator's password.
 */
export async function deactivateAccount(
  deps: TAccountsDeps,
  caller: TAccountsCaller,
  userId: string,
  reason: string | undefined,
): Promise<TAccountRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { administrators, target } = await lockForChange(tx, userId);
    if (target.id === caller.actor.userId) throw new AppError('OWN_ACCOUNT', ACCOUNTS_MESSAGES.cannotDeactivateSelf);
    if (target.deactivatedAt) throw new AppError('CONFLICT', ACCOUNTS_MESSAGES.alreadyDeactivated);
    refuseRemovingLastAdministrator(administrators, target);
    if (statusChangeNeedsReauth(normaliseRole(target.role))) await requireRecentReauthentication(tx, caller, now);
    requireActingAdministrator(administrators, caller);

    await setAccountDeactivatedAt(tx, { userId: target.id, deactivatedAt: now, now });
    const sessionsEnded = await auth.endAccountAccess(tx, { userId: target.id, now });
    await recordAdminAction(tx, caller.actor, {
      action: 'account.deactivate',
      targetType: 'user',
      targetId: target.id,
      before: { status: 'active' },
      after: { status: 'deactivated', reason: reason || null, sessionsEnded },
    });
    const mail = accountDeactivatedMail(
      {
        to: target.email,
        username: target.username,
        supportEmail: deps.supportEmail,
        language: await languageOfAccount(tx, target.id),
      },
      deps,
    );
    await enqueueMail(tx, mail, now);
    return toAccountRow({ ...target, deactivatedAt: now });
  });
}

/** Lets a deactivated account sign in again; reactivating an administrator asks for the password, as granting admin does. */
export async function reactivateAccount(
  deps: TAccountsDeps,
  caller: TAccountsCaller,
  userId: string,
): Promise<TAccountRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { administrators, target } = await lockForChange(tx, userId);
    if (!target.deactivatedAt) throw new AppError('CONFLICT', ACCOUNTS_MESSAGES.alreadyActive);
    if (statusChangeNeedsReauth(normaliseRole(target.role))) await requireRecentReauthentication(tx, caller, now);
    requireActingAdministrator(administrators, caller);

    await setAccountDeactivatedAt(tx, { userId: target.id, deactivatedAt: null, now });
    await recordAdminAction(tx, caller.actor, {
      action: 'account.reactivate',
      targetType: 'user',
      targetId: target.id,
      before: { status: 'deactivated', deactivatedAt: target.deactivatedAt.toISOString() },
      after: { status: 'active' },
    });
    const mail = accountReactivatedMail(
      { to: target.email, username: target.username, language: await languageOfAccount(tx, target.id) },
      deps,
    );
    await enqueueMail(tx, mail, now);
    return toAccountRow({ ...target, deactivatedAt: null });
  });
}

/**
 * Sends the account the password-reset e-mail the forgot-password form sends (the same issuing code and the
 * same per-account limit), with one audit row. A deactivated account is refused: its link could not be used.
 */
export async function sendPasswordReset(
  deps: TAccountsDeps,
  actor: TActor,
  userId: string,
): Promise<{ message: string; email: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const account = await findAccount(tx, userId);
    if (!account) throw new AppError('USER_NOT_FOUND', ACCOUNTS_MESSAGES.resetUnknownEmail);
    const outcome = await auth.issuePasswordReset(tx, deps, {
      userId: account.id,
      now,
      fallbackLanguage: DEFAULT_LANGUAGE,
    });
    if (outcome === 'unknown_user') throw new AppError('USER_NOT_FOUND', ACCOUNTS_MESSAGES.resetUnknownEmail);
    if (outcome === 'deactivated') throw new AppError('CONFLICT', ACCOUNTS_MESSAGES.resetDeactivated);
    if (outcome === 'rate_limited') throw new AppError('RESET_RATE_LIMITED', ACCOUNTS_MESSAGES.resetRateLimited);
    await recordAdminAction(tx, actor, {
      action: 'account.send_password_reset',
      targetType: 'user',
      targetId: account.id,
      after: { email: account.email },
    });
    return { message: ACCOUNTS_MESSAGES.resetSent.replace('{email}', account.email), email: account.email };
  });
}

/** The acting administrator re-enters their password; this session may then grant or remove admin for 10 minutes. */
export async function reauthenticate(
  deps: Pick<TAccountsDeps, 'db' | 'clock'>,
  caller: TAccountsCaller,
  password: string,
): Promise<{ reauthenticatedUntil: string }> {
  await auth.verifyAccountPassword(deps.db, caller.actor.userId, password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const until = await auth.markSessionReauthenticated(tx, caller.sessionId, now);
    await recordAdminAction(tx, caller.actor, {
      action: 'account.reauthenticate',
      targetType: 'user',
      targetId: caller.actor.userId,
      after: { until: until.toISOString() },
    });
    return { reauthenticatedUntil: until.toISOString() };
  });
}
