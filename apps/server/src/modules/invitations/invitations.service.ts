import type { TDb } from '@tour/db';
import {
  canDeactivateInvitation,
  INVITATION_ROLE,
  INVITATION_VALIDITY_MS,
  INVITATIONS_MESSAGES,
  invitationEmailDelivery,
  invitationState,
  MESSAGES,
  normaliseRole,
  paths,
  pendingInvitationMessage,
  type TInvitationCheck,
  type TInvitationRow,
  type TInvitationsQuery,
  type TLanguage,
  type TRole,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { createSecretToken, hashToken } from '../../secret-tokens';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { createInvitationTokenBox, type TInvitationTokenBox } from './invitation-token-box';
import { invitationMail } from './invitations.mails';
import {
  countInvitationsByState,
  deactivateActiveInvitation,
  findInvitationByTokenHash,
  findInvitationPage,
  findInvitationRecord,
  findPendingInvitationExpiry,
  insertInvitation,
  isEmailRegistered,
  lockInvitationByTokenHash,
  lockInvitationEmail,
  markInvitationUsed,
  setInvitationMail,
  type TInvitationRecord,
} from './invitations.repository';

export type TInvitationDeps = { db: TDb; clock: TClock; appUrl: string; appName: string; secret: string };

/** Where an invitation token leads: the sign-up form (1-traveller.md, `/auth?invitation={token}`). */
export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}${paths.auth.href()}?invitation=${encodeURIComponent(token)}`;
}

const tokenBoxes = new Map<string, TInvitationTokenBox>();
/** One box per secret: deriving the key is done once, not per row. */
function tokenBoxFor(secret: string): TInvitationTokenBox {
  let box = tokenBoxes.get(secret);
  if (!box) {
    box = createInvitationTokenBox(secret);
    tokenBoxes.set(secret, box);
  }
  return box;
}

/**
 * A new invitation (DESIGN decision 32): a random token whose SHA-256 hash is the look-up key and whose
 * AES-256-GCM ciphertext (key from APP_SECRET) lets Copy link show the link again. The token is returned
 * for the link. The administrators' route and the browser tests' helper both come here.
 */
export async function issueInvitation(
  db: TExecutor,
  secret: string,
  input: { email: string; role: TRole; createdBy: string | null; now: Date; expiresAt: Date },
) {
  const { token, hash } = createSecretToken();
  const id = await insertInvitation(db, {
    ...input,
    tokenHash: hash,
    tokenCiphertext: tokenBoxFor(secret).seal(token),
  });
  return { id, token };
}

function toInvitationRow(deps: Pick<TInvitationDeps, 'appUrl' | 'secret'>, row: TInvitationRecord, now: Date) {
  const facts = { isActive: row.isActive, usedAt: row.usedAt, expiresAt: row.expiresAt };
  const state = invitationState(facts, now);
  // The link is decrypted only for a row that offers Copy link; null when APP_SECRET has changed since.
  const token = state === 'active' && row.tokenCiphertext ? tokenBoxFor(deps.secret).open(row.tokenCiphertext) : null;
  return {
    id: row.id,
    email: row.email,
    role: normaliseRole(row.role),
    state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    createdBy: row.createdById && row.createdByEmail ? { id: row.createdById, email: row.createdByEmail } : null,
    emailDelivery:
      row.mailStatus === null || row.mailAttempts === null
        ? null
        : invitationEmailDelivery({ status: row.mailStatus, attempts: row.mailAttempts }),
    link: token ? invitationLink(deps.appUrl, token) : null,
    canDeactivate: canDeactivateInvitation(facts),
  } satisfies TInvitationRow;
}

async function requireInvitationRow(deps: TInvitationDeps, db: TExecutor, id: string, now: Date) {
  const row = await findInvitationRecord(db, id);
  if (!row) throw new AppError('NOT_FOUND', INVITATIONS_MESSAGES.notFound);
  return toInvitationRow(deps, row, now);
}

/** The counters and one page of the table, newest first (3-admin.md sections 2 and 4). */
export async function listInvitations(deps: TInvitationDeps, query: TInvitationsQuery) {
  const now = deps.clock.now();
  const [page, counts] = await Promise.all([
    findInvitationPage(deps.db, {
      state: query.state,
      now,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countInvitationsByState(deps.db, now),
  ]);
  return {
    items: page.items.map((row) => toInvitationRow(deps, row, now)),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

export function getInvitation(deps: TInvitationDeps, id: string) {
  return requireInvitationRow(deps, deps.db, id, deps.clock.now());
}

type TEmailAvailability =
  | { status: 'available'; expiresAt: null }
  | { status: 'registered'; expiresAt: null }
  | { status: 'pending_invitation'; expiresAt: string };

/** The create dialog's check (3-admin.md section 5): an account wins over a pending invitation. */
async function emailAvailability(db: TExecutor, email: string, now: Date): Promise<TEmailAvailability> {
  if (await isEmailRegistered(db, email)) return { status: 'registered', expiresAt: null };
  const pendingUntil = await findPendingInvitationExpiry(db, email, now);
  if (pendingUntil) return { status: 'pending_invitation', expiresAt: pendingUntil.toISOString() };
  return { status: 'available', expiresAt: null };
}

export function checkInvitationEmail(deps: TInvitationDeps, email: string) {
  return emailAvailability(deps.db, email, deps.clock.now());
}

/**
 * Creates a wholesale_owner invitation valid 7 days, its e-mail in the outbox and its audit row in one
 * transaction (DESIGN decisions 11, 24). Refused (409) for an address with an account or a pending invitation.
 * The e-mail is in `language`, the inviting administrator's request's.
 */
export async function createInvitation(deps: TInvitationDeps, actor: TActor, email: string, language: TLanguage) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await lockInvitationEmail(tx, email);
    const availability = await emailAvailability(tx, email, now);
    if (availability.status === 'registered') {
      throw new AppError('EMAIL_REGISTERED', INVITATIONS_MESSAGES.registered, {
        email: INVITATIONS_MESSAGES.registered,
      });
    }
    if (availability.status === 'pending_invitation') {
      const message = pendingInvitationMessage(availability.expiresAt);
      throw new AppError('INVITATION_PENDING', message, { email: message });
    }
    const expiresAt = new Date(now.getTime() + INVITATION_VALIDITY_MS);
    const { id, token } = await issueInvitation(tx, deps.secret, {
      email,
      role: INVITATION_ROLE,
      createdBy: actor.userId,
      now,
      expiresAt,
    });
    const mailId = await enqueueMail(
      tx,
      invitationMail({
        to: email,
        link: invitationLink(deps.appUrl, token),
        expiresAt,
        appName: deps.appName,
        language,
      }),
      now,
    );
    await setInvitationMail(tx, id, mailId);
    await recordAdminAction(tx, actor, {
      action: 'invitation.create',
      targetType: 'invitation',
      targetId: id,
      before: null,
      after: { email, role: INVITATION_ROLE, expiresAt: expiresAt.toISOString() },
    });
    return requireInvitationRow(deps, tx, id, now);
  });
}

/** Deactivate (3-admin.md section 4): only an active, unused invitation; 409 otherwise; one audit row. */
export async function deactivateInvitation(deps: TInvitationDeps, actor: TActor, id: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await requireInvitationRow(deps, tx, id, now);
    if (!(await deactivateActiveInvitation(tx, id))) {
      throw new AppError('INVITATION_NOT_DEACTIVATABLE', INVITATIONS_MESSAGES.cannotDeactivate);
    }
    const after = await requireInvitationRow(deps, tx, id, now);
    await recordAdminAction(tx, actor, {
      action: 'invitation.deactivate',
      targetType: 'invitation',
      targetId: id,
      before: { email: before.email, state: before.state },
      after: { email: after.email, state: after.state },
    });
    return after;
  });
}

/** Spends the invitation for the account just made, in the sign-up's transaction; false when it is no longer usable. */
export async function spendInvitation(db: TExecutor, input: { id: string; userId: string; now: Date }) {
  return markInvitationUsed(db, input);
}

export function isInvitationUsable(
  invitation: { isActive: boolean; usedAt: Date | null; expiresAt: Date },
  now: Date,
): boolean {
  return invitationState(invitation, now) === 'active';
}

function assertUsable<T extends { isActive: boolean; usedAt: Date | null; expiresAt: Date }>(
  invitation: T | null,
  now: Date,
): T {
  if (!invitation) throw new AppError('INVITATION_INVALID', MESSAGES.invitationInvalid);
  if (!isInvitationUsable(invitation, now)) throw new AppError('INVITATION_EXPIRED', MESSAGES.invitationExpired);
  return invitation;
}

/**
 * The invitation behind a token, for the sign-up's transaction: its row stays locked until that transaction
 * ends, so a second sign-up with the same token waits and then finds it used. Throws the spec's message for
 * an unknown or spent one.
 */
export async function requireUsableInvitation(db: TExecutor, token: string, now: Date) {
  return assertUsable(await lockInvitationByTokenHash(db, hashToken(token)), now);
}

/** The sign-up form's look-up of its invitation link (a read: nothing is locked). */
export async function checkInvitation(db: TExecutor, token: string, now: Date): Promise<TInvitationCheck> {
  const invitation = assertUsable(await findInvitationByTokenHash(db, hashToken(token)), now);
  return {
    email: invitation.email,
    role: normaliseRole(invitation.role),
    isValid: true,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
