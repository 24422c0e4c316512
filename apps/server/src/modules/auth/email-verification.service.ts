import {
  EMAIL_VERIFICATION_MAILS_PER_HOUR,
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_TTL_MS,
  type TResendVerificationResponse,
  type TLanguage,
  type TVerifyEmailResponse,
  paths,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { findProfileLanguage } from '../languages/languages.service';
import { emailVerificationMail } from './auth.mails';
import {
  countVerificationTokensSince,
  expireOpenVerificationTokens,
  findVerificationToken,
  insertVerificationToken,
  lockUserForVerification,
  markEmailVerified,
  markVerificationTokenUsed,
} from './email-verification.repository';
import { createSecretToken, hashToken } from '../../secret-tokens';

const HOUR_MS = 60 * 60 * 1000;

type TVerificationDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

/** The page that reads the token; it travels in the fragment, so it never reaches a server log. */
function verificationLink(appUrl: string, token: string) {
  return `${appUrl}${paths.verifyEmail.href({}, `token=${token}`)}`;
}

/**
 * Writes a fresh single-use link and the e-mail that carries it, in the caller's transaction (the
 * account at sign-up, or the resend): the e-mail exists exactly when the link does. `language` is the
 * recipient's.
 */
export async function issueVerificationMail(
  tx: TExecutor,
  deps: TVerificationDeps,
  input: {
    userId: string;
    email: string;
    username: string;
    now: Date;
    occasion: 'sign-up' | 'resend';
    language: TLanguage;
  },
) {
  const { token, hash } = createSecretToken();
  await insertVerificationToken(tx, {
    tokenHash: hash,
    userId: input.userId,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  const mail = emailVerificationMail(
    {
      to: input.email,
      username: input.username,
      link: verificationLink(deps.appUrl, token),
      appUrl: deps.appUrl,
      occasion: input.occasion,
      language: input.language,
    },
    { appName: deps.appName },
  );
  await enqueueMail(tx, mail, input.now);
}

/**
 * Opening the link verifies the address once. A used link, or any link of an address that is already
 * verified, says so rather than failing: the traveller's goal is met.
 */
export async function verifyEmail(deps: TVerificationDeps, token: string): Promise<TVerifyEmailResponse> {
  const tokenHash = hashToken(token);
  const record = await findVerificationToken(deps.db, tokenHash);
  if (!record) throw new AppError('EMAIL_LINK_INVALID', EMAIL_VERIFICATION_MESSAGES.linkInvalid);
  if (record.emailVerifiedAt || record.usedAt) return { status: 'already_verified', email: record.email };
  const now = deps.clock.now();
  if (record.expiresAt <= now) throw new AppError('EMAIL_LINK_EXPIRED', EMAIL_VERIFICATION_MESSAGES.linkExpired);
  const isFirst = await deps.db.transaction(async (tx) => {
    if (!(await markVerificationTokenUsed(tx, tokenHash, now))) return false;
    await markEmailVerified(tx, record.userId, now);
    return true;
  });
  if (isFirst) return { status: 'verified', email: record.email };
  // Another request used this link (or a resend replaced it) between the read and the update.
  const after = await findVerificationToken(deps.db, tokenHash);
  if (after?.emailVerifiedAt) return { status: 'already_verified', email: record.email };
  throw new AppError('EMAIL_LINK_EXPIRED', EMAIL_VERIFICATION_MESSAGES.linkExpired);
}

/**
 * A new link for the signed-in account; every earlier link stops working. At most
 * EMAIL_VERIFICATION_MAILS_PER_HOUR confirmation e-mails per account per hour, counted under a lock
 * on the account so that parallel requests cannot slip past the limit. The e-mail is in the profile's
 * language, else in the request's (`requestLanguage`).
 */
export async function resendVerification(
  deps: TVerificationDeps,
  userId: string,
  requestLanguage: TLanguage,
): Promise<TResendVerificationResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await lockUserForVerification(tx, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', EMAIL_VERIFICATION_MESSAGES.resendFailed);
    if (user.emailVerifiedAt) throw new AppError('CONFLICT', EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    const sentLastHour = await countVerificationTokensSince(tx, userId, new Date(now.getTime() - HOUR_MS));
    if (sentLastHour >= EMAIL_VERIFICATION_MAILS_PER_HOUR) {
      throw new AppError('RATE_LIMITED', EMAIL_VERIFICATION_MESSAGES.tooManyResends);
    }
    await expireOpenVerificationTokens(tx, userId, now);
    await issueVerificationMail(tx, deps, {
      userId,
      email: user.email,
      username: user.username,
      now,
      occasion: 'resend',
      language: (await findProfileLanguage(tx, userId)) ?? requestLanguage,
    });
    return { email: user.email, message: EMAIL_VERIFICATION_MESSAGES.resent(user.email) };
  });
}
