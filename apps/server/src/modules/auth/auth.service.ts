import { expectRow } from '@tour/db';
import {
  ACCOUNTS_MESSAGES,
  defaultDisplayName,
  PASSWORD_RESET_LIMIT,
  REAUTH_TTL_MS,
  INACTIVITY_TIMEOUT_MS,
  MESSAGES,
  RESET_TOKEN_TTL_MS,
  type TForgotPasswordRequest,
  type TLanguage,
  type TResetPasswordRequest,
  type TSessionResponse,
  type TSignInRequest,
  type TSignUpRequest,
  paths,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TExecutor } from '../../db';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import type { TRequestAuth } from '../../http/access';
import { AppError } from '../../http/app-error';
import { requireUsableInvitation, spendInvitation } from '../invitations/invitations.service';
import { findProfileLanguage } from '../languages/languages.service';
import { passwordResetMail } from './auth.mails';
import {
  countResetTokensSince,
  deleteDeadSessions,
  deleteSession,
  deleteSessionsOfUser,
  findPasswordHashOfUser,
  findResetToken,
  findSessionReauthenticatedAt,
  findSessionUser,
  findUserByEmail,
  insertResetToken,
  insertSession,
  insertUserWithProfile,
  lockUserForReset,
  markResetTokenUsed,
  recordSignIn,
  setSessionReauthenticated,
  spendResetTokensOfUser,
  touchSession,
  updatePasswordHash,
  upgradePasswordHash,
} from './auth.repository';
import { issueVerificationMail } from './email-verification.service';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password';
import { createSecretToken, hashToken } from '../../secret-tokens';

/** Absolute lifetime of a session, however active; inactivity ends it much sooner. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type TAuthDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };
export type TClientMeta = { userAgent: string | null; ip: string | null };

export type TStartedSession = { token: string; userId: string; response: TSessionResponse };

function idleCutoff(now: Date) {
  return new Date(now.getTime() - INACTIVITY_TIMEOUT_MS);
}

function idleDeadline(lastActiveAt: Date) {
  return new Date(lastActiveAt.getTime() + INACTIVITY_TIMEOUT_MS).toISOString();
}

async function startSession(deps: TAuthDeps, userId: string, meta: TClientMeta): Promise<TStartedSession> {
  const now = deps.clock.now();
  const { token, hash } = createSecretToken();
  await insertSession(deps.db, {
    id: hash,
    userId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    ...meta,
  });
  await recordSignIn(deps.db, userId, now);
  const session = await findSessionUser(deps.db, hash);
  return {
    token,
    userId,
    response: { user: expectRow(session, 'the session just created').user, idleExpiresAt: idleDeadline(now) },
  };
}

export async function signIn(deps: TAuthDeps, input: TSignInRequest, meta: TClientMeta): Promise<TStartedSession> {
  const user = await findUserByEmail(deps.db, input.email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstNothing(input.password);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  // Said only after the right password, so the refusal tells nothing to someone guessing.
  if (user.deactivatedAt) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNTS_MESSAGES.accountDeactivated);
  // Only a verified password is rehashed: an older hash (legacy scrypt, older argon2 parameters) is
  // replaced by one at the current parameters; a failed sign-in never touches the stored hash.
  if (needsRehash(user.passwordHash)) {
    const upgradedHash = await hashPassword(input.password);
    await upgradePasswordHash(deps.db, { userId: user.id, verifiedHash: user.passwordHash, upgradedHash });
  }
  return startSession(deps, user.id, meta);
}

/**
 * The role is customer, or the role of a valid invitation; whatever role the browser sends is
 * never read (DESIGN decision 1). The invitation is spent in the same transaction as the account.
 * Every way of signing up (the /auth form, checkout's Create Account, an invitation) comes here. The
 * confirmation e-mail is in `language`, the request's (which the new profile keeps: its e-mails are written in it).
 */
export async function signUp(
  deps: TAuthDeps,
  input: TSignUpRequest,
  meta: TClientMeta,
  language: TLanguage,
): Promise<TStartedSession> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  const username = input.displayName || defaultDisplayName(input.email);
  const userId = await deps.db.transaction(async (tx) => {
    const invitation = input.invitationToken ? await requireUsableInvitation(tx, input.invitationToken, now) : null;
    if (invitation && invitation.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new AppError('INVITATION_EMAIL_MISMATCH', MESSAGES.invitationEmailMismatch, {
        email: MESSAGES.invitationEmailMismatch,
      });
    }
    if (await findUserByEmail(tx, input.email)) {
      throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    }
    const role = invitation ? invitation.role : 'customer';
    const id = await insertUserWithProfile(tx, { email: input.email, passwordHash, username, role, language, now });
    if (invitation && !(await spendInvitation(tx, { id: invitation.id, userId: id, now }))) {
      throw new AppError('INVITATION_EXPIRED', MESSAGES.invitationExpired);
    }
    // The account and its confirmation e-mail commit together (DESIGN decision 11).
    await issueVerificationMail(tx, deps, {
      userId: id,
      email: input.email,
      username,
      now,
      occasion: 'sign-up',
      language,
    });
    return id;
  });
  return startSession(deps, userId, meta);
}

export async function signOut(deps: TAuthDeps, token: string | undefined) {
  if (token) await deleteSession(deps.db, hashToken(token));
}

/** Reads the session behind a cookie; a session idle for 15 minutes is gone, on the server too. */
async function resolveSession(deps: TAuthDeps, token: string | undefined) {
  if (!token) return null;
  const session = await findSessionUser(deps.db, hashToken(token));
  if (!session) return null;
  const now = deps.clock.now();
  if (session.lastActiveAt <= idleCutoff(now) || session.expiresAt <= now) {
    await deleteSession(deps.db, session.sessionId);
    return null;
  }
  return session;
}

/** Sessions past their lifetime or idle too long are already refused on read; this keeps the table small. */
export async function deleteExpiredSessions(deps: Pick<TAuthDeps, 'db' | 'clock'>): Promise<void> {
  const now = deps.clock.now();
  await deleteDeadSessions(deps.db, now, idleCutoff(now));
}

export async function recordActivity(deps: TAuthDeps, sessionId: string): Promise<string | null> {
  const now = deps.clock.now();
  const alive = await touchSession(deps.db, sessionId, now, idleCutoff(now));
  return alive ? idleDeadline(now) : null;
}

/** The access guard's view of a request's session (see TAuthenticate): a change extends the idle deadline. */
export async function authenticate(
  deps: TAuthDeps,
  token: string | undefined,
  options: { countsAsActivity: boolean },
): Promise<TRequestAuth | null> {
  const session = await resolveSession(deps, token);
  if (!session) return null;
  let idleExpiresAt = idleDeadline(session.lastActiveAt);
  if (options.countsAsActivity) idleExpiresAt = (await recordActivity(deps, session.sessionId)) ?? idleExpiresAt;
  return { sessionId: session.sessionId, user: session.user, idleExpiresAt };
}

export type TPasswordResetOutcome = 'sent' | 'rate_limited' | 'deactivated' | 'unknown_user';

/**
 * Issues one reset link to the account and queues its e-mail, in the caller's transaction: the one way a reset
 * e-mail leaves, whether the forgot-password form or an administrator asked. At most PASSWORD_RESET_LIMIT.max
 * per account in the window, counted from the links issued; a deactivated account gets none. The e-mail is in
 * the profile's language, else in `fallbackLanguage` (the request's when the account holder asked, else English).
 */
export async function issuePasswordReset(
  tx: TExecutor,
  deps: Pick<TAuthDeps, 'appUrl' | 'appName'>,
  input: { userId: string; now: Date; fallbackLanguage: TLanguage },
): Promise<TPasswordResetOutcome> {
  const user = await lockUserForReset(tx, input.userId);
  if (!user) return 'unknown_user';
  if (user.deactivatedAt) return 'deactivated';
  const windowStart = new Date(input.now.getTime() - PASSWORD_RESET_LIMIT.windowMs);
  if ((await countResetTokensSince(tx, user.id, windowStart)) >= PASSWORD_RESET_LIMIT.max) return 'rate_limited';
  const { token, hash } = createSecretToken();
  const link = `${deps.appUrl}${paths.auth.href({}, `access_token=${token}&type=recovery`)}`;
  await insertResetToken(tx, {
    tokenHash: hash,
    userId: user.id,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const language = (await findProfileLanguage(tx, user.id)) ?? input.fallbackLanguage;
  await enqueueMail(tx, passwordResetMail(user.email, link, { appName: deps.appName, language }), input.now);
  return 'sent';
}

/**
 * The forgot-password form: the answer is the same whatever happened, so it reveals nothing about the address.
 * `requestLanguage` is the e-mail's language when the account never chose one.
 */
export async function requestPasswordReset(deps: TAuthDeps, input: TForgotPasswordRequest, requestLanguage: TLanguage) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return;
  const now = deps.clock.now();
  await deps.db.transaction((tx) =>
    issuePasswordReset(tx, deps, { userId: user.id, now, fallbackLanguage: requestLanguage }),
  );
}

/**
 * Ends every session of an account and spends its unused reset links, in the caller's transaction
 * (deactivation). Returns how many sessions ended.
 */
export async function endAccountAccess(tx: TExecutor, input: { userId: string; now: Date }): Promise<number> {
  await spendResetTokensOfUser(tx, input.userId, input.now);
  return deleteSessionsOfUser(tx, input.userId);
}

/**
 * Checks the signed-in user's password again (re-authentication, DESIGN decision 38); throws REAUTH_FAILED
 * when it is wrong.
 */
export async function verifyAccountPassword(db: TExecutor, userId: string, password: string): Promise<void> {
  const passwordHash = await findPasswordHashOfUser(db, userId);
  const valid = passwordHash ? await verifyPassword(password, passwordHash) : await verifyAgainstNothing(password);
  if (!valid) {
    throw new AppError('REAUTH_FAILED', ACCOUNTS_MESSAGES.reauthFailed, { password: ACCOUNTS_MESSAGES.reauthFailed });
  }
}

/** After verifyAccountPassword: this session alone may grant or remove admin until the returned instant. */
export async function markSessionReauthenticated(tx: TExecutor, sessionId: string, now: Date): Promise<Date> {
  await setSessionReauthenticated(tx, sessionId, now);
  return new Date(now.getTime() + REAUTH_TTL_MS);
}

/** Until when the session may grant or remove admin without its password again, or null when it may not now. */
export async function reauthenticatedUntil(db: TExecutor, sessionId: string, now: Date): Promise<Date | null> {
  const reauthenticatedAt = await findSessionReauthenticatedAt(db, sessionId);
  if (!reauthenticatedAt) return null;
  const until = new Date(reauthenticatedAt.getTime() + REAUTH_TTL_MS);
  return until > now ? until : null;
}

async function requireLiveResetToken(deps: TAuthDeps, token: string) {
  const record = await findResetToken(deps.db, hashToken(token));
  if (!record || record.usedAt) throw new AppError('RESET_LINK_INVALID', MESSAGES.resetLinkInvalid);
  if (record.expiresAt <= deps.clock.now()) throw new AppError('RESET_LINK_EXPIRED', MESSAGES.resetLinkExpired);
  if (record.deactivatedAt) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNTS_MESSAGES.accountDeactivated);
  return record;
}

export async function checkRecoveryToken(deps: TAuthDeps, token: string) {
  const record = await requireLiveResetToken(deps, token);
  return { email: record.email };
}

/** The new password ends every session of the account: the user signs in again. */
export async function resetPassword(deps: TAuthDeps, input: TResetPasswordRequest) {
  const record = await requireLiveResetToken(deps, input.token);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await markResetTokenUsed(tx, hashToken(input.token), deps.clock.now()))) {
      throw new AppError('RESET_LINK_INVALID', MESSAGES.resetLinkInvalid);
    }
    await updatePasswordHash(tx, record.userId, passwordHash);
    await deleteSessionsOfUser(tx, record.userId);
  });
}
