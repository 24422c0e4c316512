import { parseArgs } from 'node:util';
import { plainText, RESET_TOKEN_TTL_MS, ROLE_LABELS } from '@tour/shared';
import { z } from 'zod';
import type { TAdministratorOutcome } from './admin-command.service';

export const ADMIN_CREATE_USAGE = `Creates an administrator, or makes an existing account one, on the configured database
(DATABASE_URL, else the embedded database under DATA_DIR; .env is read as the server reads it).

  npm run admin:create -- --email <address> [--name <display name>] [--send-reset-link | --password-stdin]

  --email            the administrator's e-mail address (required)
  --name             display name of a new account (default: the part of the address before the @)
  --send-reset-link  set no password: e-mail a password-reset link instead (needs SMTP_URL in production)
  --password-stdin   read the new account's password from standard input instead of asking twice
  --help             this text

A new account's password must be at least 12 characters and hard to guess. An existing account keeps its own
password and becomes an active administrator (reactivated if it was deactivated); its owner is told by e-mail.
Running it again for an active administrator changes nothing.
In the production build, without npm's development tools: node apps/server/dist/admin-create.js --email <address>`;

/** A mistake in the command line: the usage follows the message. */
export class UsageError extends Error {}

export type TAdminCreateArguments = {
  email: string;
  name: string | undefined;
  sendResetLink: boolean;
  passwordStdin: boolean;
};

const ZEmail = z.string().trim().toLowerCase().pipe(z.email());
const ZName = plainText().min(1).max(80);

/** The command line, checked: null when only the usage was asked for. */
export function parseAdminCreateArguments(argv: readonly string[]): TAdminCreateArguments | null {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help) return null;
  if (values.email === undefined) throw new UsageError('--email is required.');
  const email = ZEmail.safeParse(values.email);
  if (!email.success) throw new UsageError(`--email: '${values.email}' is not an e-mail address.`);
  const name = values.name === undefined ? undefined : ZName.safeParse(values.name);
  if (name && !name.success) throw new UsageError('--name: 1 to 80 characters of plain text.');
  const sendResetLink = values['send-reset-link'] ?? false;
  const passwordStdin = values['password-stdin'] ?? false;
  if (sendResetLink && passwordStdin) {
    throw new UsageError('--send-reset-link and --password-stdin exclude each other: choose one.');
  }
  return { email: email.data, name: name?.data, sendResetLink, passwordStdin };
}

function parseCommandLine(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'send-reset-link': { type: 'boolean' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** Where the mail of a reset link goes, so that the command promises only what the server will do. */
export type TMailRoute = { smtp: boolean; appUrl: string };

function resetLinkLine(email: string, mail: TMailRoute): string {
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  const delivery = mail.smtp
    ? 'the server sends it through SMTP_URL within seconds while it runs (or as soon as it starts)'
    : `with the server running, read it at ${mail.appUrl}/dev/mailbox`;
  return `A password-reset e-mail to ${email} is queued in the outbox: ${delivery}. Its link works once, for ${minutes} minutes from now.`;
}

/** What the command tells the operator it did: every line true of what was written. */
export function describeOutcome(
  outcome: TAdministratorOutcome,
  context: { mail: TMailRoute; passwordGiven: boolean },
): string[] {
  const lines: string[] = [];
  const unusedPassword = 'The password given was not used: an existing account keeps its own.';
  if (outcome.kind === 'created') {
    lines.push(`Created the administrator account ${outcome.email}.`);
    lines.push(
      outcome.resetLinkSent
        ? resetLinkLine(outcome.email, context.mail)
        : `Sign in at ${context.mail.appUrl}/auth with this e-mail address and the password you gave.`,
    );
  } else if (outcome.kind === 'granted') {
    lines.push(
      outcome.previousRole === 'admin'
        ? `${outcome.email} was a deactivated administrator: it is active again.`
        : `${outcome.email} had the role ${ROLE_LABELS[outcome.previousRole]}${outcome.reactivated ? ' and was deactivated' : ''}: it is now an active administrator.`,
    );
    lines.push('Its owner is told by e-mail; the account keeps its own password.');
    if (outcome.resetLinkSent) lines.push(resetLinkLine(outcome.email, context.mail));
    else if (context.passwordGiven) lines.push(unusedPassword);
  } else {
    lines.push(`${outcome.email} is already an active administrator: nothing changed.`);
    if (outcome.resetLinkSent) lines.push(resetLinkLine(outcome.email, context.mail));
    else if (context.passwordGiven) lines.push(unusedPassword);
  }
  return lines;
}
