import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, defaultDisplayName, type TRole } from '@tour/shared';
import type { TDb, TTx } from '@tour/db';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import { recordCommandAction } from '../audit/audit.service';
import { issuePasswordReset, type TPasswordResetOutcome } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { findProfileLanguage } from '../languages/languages.service';
import { findAccountByEmail, grantAdministrator, insertAdministrator } from './admin-command.repository';
import { administratorGrantedMail } from './admin-command.mails';

/** The command's name as the audit log shows it (`npm run admin:create`). */
export const ADMIN_CREATE_COMMAND = 'admin:create';

export type TAdminCommandDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

/** What the account behind an e-mail needs: decided before asking for a password, which only a new account takes. */
export type TAdministratorPlan = 'create' | 'grant' | 'none';

export type TAdministratorRequest = {
  email: string;
  name?: string;
  /** The new account's password (already checked for strength); null with `sendResetLink`. */
  password: string | null;
  sendResetLink: boolean;
};

export type TAdministratorOutcome =
  | { kind: 'created'; userId: string; email: string; resetLinkSent: boolean }
  | {
      kind: 'granted';
      userId: string;
      email: string;
      previousRole: TRole;
      reactivated: boolean;
      resetLinkSent: boolean;
    }
  | { kind: 'unchanged'; userId: string; email: string; resetLinkSent: boolean };

/** Thrown when the account changed between the plan and the change (another run, a sign-up): run it again. */
export class AdministratorRaceError extends Error {}

/** Thrown when a new account would have neither a password nor a reset link to set one. */
export class MissingPasswordError extends Error {}

/** Thrown when the reset link was not issued (the account's reset e-mails are at their limit); nothing is written. */
export class ResetLinkRefusedError extends Error {
  constructor(readonly outcome: Exclude<TPasswordResetOutcome, 'sent'>) {
    super(`The reset link was not issued: ${outcome}`);
  }
}

/**
 * The reset link through the one issuing function of the auth module (its limit applies here too); no request
 * says a language, so an account that never chose one gets English.
 */
async function sendResetLink(tx: TTx, deps: TAdminCommandDeps, userId: string, now: Date): Promise<void> {
  const outcome = await issuePasswordReset(tx, deps, { userId, now, fallbackLanguage: DEFAULT_LANGUAGE });
  if (outcome !== 'sent') throw new ResetLinkRefusedError(outcome);
}

type TAccount = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

function planFor(account: TAccount | null): TAdministratorPlan {
  if (!account) return 'create';
  return account.role === 'admin' && account.deactivatedAt === null ? 'none' : 'grant';
}

export async function planAdministrator(
  deps: Pick<TAdminCommandDeps, 'db'>,
  email: string,
): Promise<TAdministratorPlan> {
  return planFor(await findAccountByEmail(deps.db, email, { lock: false }));
}

/** What the audit row keeps of an account's standing. */
function standing(role: TRole, deactivatedAt: Date | null) {
  return { role, status: deactivatedAt ? 'deactivated' : 'active' };
}

/**
 * Makes the e-mail's account an active administrator (DESIGN decision 38: the first administrator of a production
 * database comes from this command, never from sign-up): creates the account, or grants admin to an existing
 * one and lifts its deactivation. Idempotent: an account that already is an active administrator is left as it
 * is. An existing account keeps its own password. The change, its audit row and its e-mails (the owner told of
 * the new role; the reset link when asked for) commit together or not at all.
 */
export async function ensureAdministrator(
  deps: TAdminCommandDeps,
  request: TAdministratorRequest,
): Promise<TAdministratorOutcome> {
  const now = deps.clock.now();
  // Hashed before the transaction: argon2 takes a while, and the rows stay locked only for the writes.
  const passwordHash = request.password
    ? await hashPassword(request.password)
    : // No password is known for an account whose owner sets one through the reset link: none can match this.
      await hashPassword(randomBytes(32).toString('base64url'));
  return deps.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, request.email, { lock: true });
    const plan = planFor(account);
    if (plan === 'create') {
      if (!request.password && !request.sendResetLink) throw new MissingPasswordError();
      const username = request.name || defaultDisplayName(request.email);
      const userId = await insertAdministrator(tx, { email: request.email, username, passwordHash, now });
      if (!userId) throw new AdministratorRaceError();
      if (request.sendResetLink) await sendResetLink(tx, deps, userId, now);
      await recordCommandAction(tx, ADMIN_CREATE_COMMAND, {
        action: 'account.admin_created_by_command',
        targetType: 'user',
        targetId: userId,
        after: { email: request.email, username, ...standing('admin', null), resetLinkSent: request.sendResetLink },
      });
      return { kind: 'created', userId, email: request.email, resetLinkSent: request.sendResetLink };
    }
    if (!account) throw new AdministratorRaceError();
    if (plan === 'none') {
      if (!request.sendResetLink)
        return { kind: 'unchanged', userId: account.id, email: account.email, resetLinkSent: false };
      await sendResetLink(tx, deps, account.id, now);
      await recordCommandAction(tx, ADMIN_CREATE_COMMAND, {
        action: 'account.password_reset_by_command',
        targetType: 'user',
        targetId: account.id,
        after: { resetLinkSent: true },
      });
      return { kind: 'unchanged', userId: account.id, email: account.email, resetLinkSent: true };
    }
    await grantAdministrator(tx, account.id, now);
    const reactivated = account.deactivatedAt !== null;
    const mail = administratorGrantedMail(
      {
        to: account.email,
        username: account.username,
        previousRole: account.role,
        reactivated,
        appUrl: deps.appUrl,
        language: (await findProfileLanguage(tx, account.id)) ?? DEFAULT_LANGUAGE,
      },
      { appName: deps.appName },
    );
    await enqueueMail(tx, mail, now);
    if (request.sendResetLink) await sendResetLink(tx, deps, account.id, now);
    await recordCommandAction(tx, ADMIN_CREATE_COMMAND, {
      action: 'account.admin_granted_by_command',
      targetType: 'user',
      targetId: account.id,
      before: standing(account.role, account.deactivatedAt),
      after: { ...standing('admin', null), resetLinkSent: request.sendResetLink },
    });
    return {
      kind: 'granted',
      userId: account.id,
      email: account.email,
      previousRole: account.role,
      reactivated,
      resetLinkSent: request.sendResetLink,
    };
  });
}
