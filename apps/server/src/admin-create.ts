/**
 * `npm run admin:create -- --email …`: the first administrator of a database, or another one (DESIGN decision 38).
 * Runs on the configured database like the server (.env, DATABASE_URL or the embedded one under DATA_DIR),
 * applying the migrations first, so it works on an empty database. In the production build it is
 * apps/server/dist/admin-create.js. Exit codes: 0 done (or nothing to do), 1 refused or failed, 2 a usage mistake.
 */
import { existsSync } from 'node:fs';
import { createDatabase, migrateDatabase } from '@tour/db';
import { PASSWORD_RESET_LIMIT } from '@tour/shared';
import { read } from 'read';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type TConfig } from './config';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from './embedded-database-lock';
import {
  ADMIN_CREATE_USAGE,
  describeOutcome,
  parseAdminCreateArguments,
  type TAdminCreateArguments,
  UsageError,
} from './modules/admin-command/admin-command.cli';
import {
  AdministratorRaceError,
  ensureAdministrator,
  MissingPasswordError,
  planAdministrator,
  ResetLinkRefusedError,
} from './modules/admin-command/admin-command.service';
import { adminPasswordWeakness } from './modules/admin-command/admin-password';

/** A refusal the operator can act on: its message is the whole story, no stack trace. */
class CommandError extends Error {}

/** Tries at the prompt before the command gives up (a mistyped repeat, a weak password). */
const PROMPT_ATTEMPTS = 3;

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  // `echo secret | …` and a file both end with one line break, which is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function askHidden(prompt: string): Promise<string> {
  // Prompts go to stderr, so that standard output carries only what the command did.
  return read({ prompt, silent: true, input: process.stdin, output: process.stderr });
}

/** The new account's password: from standard input, or typed twice at the terminal without echo. */
async function readNewPassword(args: TAdminCreateArguments, context: readonly string[]): Promise<string> {
  if (args.passwordStdin) {
    const password = await readStandardInput();
    const weakness = adminPasswordWeakness(password, context);
    if (weakness) throw new CommandError(`Refused: ${weakness}`);
    return password;
  }
  if (!process.stdin.isTTY) {
    throw new CommandError(
      'There is no terminal to ask for the password: give it on standard input with --password-stdin, or use --send-reset-link.',
    );
  }
  for (let attempt = 1; attempt <= PROMPT_ATTEMPTS; attempt += 1) {
    const password = await askHidden(`Password for ${args.email}: `);
    const weakness = adminPasswordWeakness(password, context);
    if (weakness) {
      console.error(weakness);
      continue;
    }
    if ((await askHidden('Type it again: ')) === password) return password;
    console.error('The two passwords differ.');
  }
  throw new CommandError(`No password after ${PROMPT_ATTEMPTS} tries: nothing was changed.`);
}

function readConfig(): TConfig {
  // As the server does: variables already in the environment win over the file.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandError(error.message);
    throw error;
  }
}

async function run(argv: readonly string[]): Promise<number> {
  let args: TAdminCreateArguments | null;
  try {
    args = parseAdminCreateArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${ADMIN_CREATE_USAGE}`);
    return 2;
  }
  if (!args) {
    console.log(ADMIN_CREATE_USAGE);
    return 0;
  }
  const config = readConfig();
  if (args.sendResetLink && config.env === 'production' && !config.smtpUrl) {
    throw new CommandError(
      'Refused: --send-reset-link needs SMTP_URL in production. Without it e-mail stays in the outbox and never reaches anyone; set SMTP_URL, or give a password instead.',
    );
  }
  const releaseEmbeddedDatabase = config.databaseUrl
    ? null
    : await lockEmbeddedDatabase(config.databaseDir, (error) =>
        console.error(`The lock on the embedded database was lost: ${error.message}`),
      ).catch((error: unknown) => {
        throw error instanceof EmbeddedDatabaseInUseError ? new CommandError(`Refused: ${error.message}`) : error;
      });
  const database = await createDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, maxConnections: 2 } : { dataDir: config.databaseDir },
  );
  try {
    await migrateDatabase(database);
    const deps = { db: database.db, clock: systemClock, appUrl: config.appUrl, appName: config.appName };
    const plan = await planAdministrator(deps, args.email);
    const context = [args.email, args.email.split('@')[0] ?? '', args.name ?? '', config.appName];
    const password = plan === 'create' && !args.sendResetLink ? await readNewPassword(args, context) : null;
    const outcome = await ensureAdministrator(deps, {
      email: args.email,
      name: args.name,
      password,
      sendResetLink: args.sendResetLink,
    });
    const lines = describeOutcome(outcome, {
      mail: { smtp: Boolean(config.smtpUrl), appUrl: config.appUrl },
      passwordGiven: args.passwordStdin,
    });
    for (const line of lines) console.log(line);
    return 0;
  } finally {
    await database.close();
    await releaseEmbeddedDatabase?.();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof CommandError) {
    console.error(error.message);
  } else if (error instanceof ResetLinkRefusedError && error.outcome === 'rate_limited') {
    console.error(
      `Refused: this account has been sent ${PASSWORD_RESET_LIMIT.max} password-reset e-mails in the last ${PASSWORD_RESET_LIMIT.windowMs / 60_000} minutes, the most allowed. Nothing was changed; try again later.`,
    );
  } else if (
    error instanceof AdministratorRaceError ||
    error instanceof MissingPasswordError ||
    error instanceof ResetLinkRefusedError
  ) {
    console.error(
      'The account changed while the command ran (another run or a sign-up at the same moment): nothing was changed. Run it again.',
    );
  } else if (error instanceof Error && error.message === 'canceled') {
    // Ctrl-C at the password prompt (the read package's rejection).
    console.error('\nCancelled: nothing was changed.');
    process.exitCode = 130;
  } else {
    console.error(error);
  }
  process.exitCode ??= 1;
}
