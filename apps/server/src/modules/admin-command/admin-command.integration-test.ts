import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows, DEFAULT_TEST_POSTGRES_URL, TEST_BACKENDS } from '@tour/db/testing';
import { auditCommandOf, PASSWORD_RESET_LIMIT, type TAuditLogPage } from '@tour/shared';
import { queryRows } from '../../db';
import { listMailbox } from '../../adapters/mail/mail-outbox';
import { openTestBed, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';
import type { TDb } from '@tour/db';
import {
  ADMIN_CREATE_COMMAND,
  ensureAdministrator,
  MissingPasswordError,
  planAdministrator,
  ResetLinkRefusedError,
  type TAdminCommandDeps,
} from './admin-command.service';

const STRONG_PASSWORD = 'lantern orchid gravel sonnet';

async function signIn(t: TTestApp, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
}

async function auditEntriesOf(t: TTestApp, adminCookie: string, userId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?targetType=user&targetId=${userId}`,
    cookies: { sid: adminCookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TAuditLogPage).items;
}

describe.each(TEST_BACKENDS)('admin:create on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let deps: TAdminCommandDeps;

  beforeAll(async () => {
    const bed = await openTestBed(backend);
    ({ db, t, close } = bed);
    deps = { db, clock: t.clock, appUrl: t.config.appUrl, appName: t.config.appName };
  });
  afterAll(() => close());

  it('creates an administrator who signs in with the password and reaches the admin routes, audited as the command', async () => {
    const email = uniqueEmail('first-admin');
    expect(await planAdministrator(deps, email)).toBe('create');
    const outcome = await ensureAdministrator(deps, {
      email,
      name: 'First Admin',
      password: STRONG_PASSWORD,
      sendResetLink: false,
    });
    expect(outcome).toMatchObject({ kind: 'created', email, resetLinkSent: false });

    const session = await signIn(t, email, STRONG_PASSWORD);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user).toMatchObject({ email, username: 'First Admin', role: 'admin' });
    const [entry, ...others] = await auditEntriesOf(t, sessionCookieOf(session), outcome.userId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'account.admin_created_by_command',
      actor: { id: null, email: null },
      before: null,
      after: { email, username: 'First Admin', role: 'admin', status: 'active', resetLinkSent: false },
      address: null,
    });
    expect(auditCommandOf(entry!)).toBe(ADMIN_CREATE_COMMAND);
    // A password was given: nothing is e-mailed.
    expect((await listMailbox(db)).filter((mail) => mail.to === email)).toEqual([]);
  });

  it('changes nothing on a second run for an active administrator, and says so', async () => {
    const email = uniqueEmail('again');
    await ensureAdministrator(deps, { email, password: STRONG_PASSWORD, sendResetLink: false });
    const before = await countAllRows(db);
    expect(await planAdministrator(deps, email.toUpperCase())).toBe('none');
    const outcome = await ensureAdministrator(deps, {
      email: email.toUpperCase(),
      password: 'another strong passphrase here',
      sendResetLink: false,
    });
    expect(outcome).toMatchObject({ kind: 'unchanged', email, resetLinkSent: false });
    expect(await countAllRows(db)).toEqual(before);
    expect((await signIn(t, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('makes a deactivated customer an active administrator who keeps their password, and tells them by e-mail', async () => {
    const email = uniqueEmail('customer');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'their-own-secret', confirmPassword: 'their-own-secret', displayName: 'Sam' },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const userId = signUp.json().user.id as string;
    await queryRows(db, sql`update users set deactivated_at = now() where id = ${userId}`);

    expect(await planAdministrator(deps, email)).toBe('grant');
    const outcome = await ensureAdministrator(deps, { email, password: null, sendResetLink: false });
    expect(outcome).toEqual({
      kind: 'granted',
      userId,
      email,
      previousRole: 'customer',
      reactivated: true,
      resetLinkSent: false,
    });

    const [account] = await queryRows<{ role: string; deactivated_at: Date | null }>(
      db,
      sql`select p.role, u.deactivated_at from users u join profiles p on p.id = u.id where u.id = ${userId}`,
    );
    expect(account).toEqual({ role: 'admin', deactivated_at: null });
    const session = await signIn(t, email, 'their-own-secret');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.role).toBe('admin');

    const told = (await listMailbox(db)).filter((mail) => mail.to === email && mail.subject.includes('administrator'));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Your Wanderway account is now an administrator account');
    expect(told[0]!.text).toContain("Your account's role changed from Customer to Administrator.");
    expect(told[0]!.text).toContain('It had been deactivated; it is active again and can sign in.');

    const [entry] = await auditEntriesOf(t, sessionCookieOf(session), userId);
    expect(entry).toMatchObject({
      action: 'account.admin_granted_by_command',
      actor: { id: null },
      before: { role: 'customer', status: 'deactivated' },
      after: { role: 'admin', status: 'active', resetLinkSent: false },
    });
  });

  it('tells the owner in their profile’s language, with the reset link in it too', async () => {
    const email = uniqueEmail('thai-owner');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'their-own-secret', confirmPassword: 'their-own-secret', displayName: 'Somchai' },
      headers: { 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);

    await ensureAdministrator(deps, { email, password: null, sendResetLink: true });
    const mails = (await listMailbox(db)).filter((mail) => mail.to === email);
    const told = mails.find((mail) => mail.subject === 'บัญชี Wanderway ของคุณเป็นบัญชีผู้ดูแลระบบแล้ว');
    expect(told?.text).toContain('เรียน คุณSomchai\n\nบทบาทของบัญชีคุณเปลี่ยนจาก ลูกค้า เป็น ผู้ดูแลระบบ');
    expect(told?.html).toContain('<html lang="th">');
    expect(mails.map((mail) => mail.subject)).toContain('รีเซ็ตรหัสผ่านของคุณสำหรับ Wanderway');
  });

  it('creates an account without a password whose e-mailed reset link sets one', async () => {
    const email = uniqueEmail('link');
    const outcome = await ensureAdministrator(deps, { email, password: null, sendResetLink: true });
    expect(outcome).toMatchObject({ kind: 'created', resetLinkSent: true });

    const mail = (await listMailbox(db)).find(
      (m) => m.to === email && m.subject === 'Reset your password for Wanderway',
    );
    const token = /#access_token=([\w-]+)&type=recovery/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const session = await signIn(t, email, STRONG_PASSWORD);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.role).toBe('admin');
  });

  it('sends an existing administrator a new reset link when asked, recording it, and nothing else', async () => {
    const email = uniqueEmail('lost-mail');
    await ensureAdministrator(deps, { email, password: STRONG_PASSWORD, sendResetLink: false });
    const outcome = await ensureAdministrator(deps, { email, password: null, sendResetLink: true });
    expect(outcome).toMatchObject({ kind: 'unchanged', resetLinkSent: true });
    const resets = (await listMailbox(db)).filter((m) => m.to === email);
    expect(resets.map((m) => m.subject)).toEqual(['Reset your password for Wanderway']);
    const session = await signIn(t, email, STRONG_PASSWORD);
    const actions = (await auditEntriesOf(t, sessionCookieOf(session), outcome.userId)).map((e) => e.action);
    expect(actions).toEqual(['account.password_reset_by_command', 'account.admin_created_by_command']);
  });

  it('keeps to the reset e-mails limit of the one issuing function, writing nothing when it is reached', async () => {
    const email = uniqueEmail('limit');
    await ensureAdministrator(deps, { email, password: STRONG_PASSWORD, sendResetLink: false });
    for (let sent = 0; sent < PASSWORD_RESET_LIMIT.max; sent += 1) {
      expect(await ensureAdministrator(deps, { email, password: null, sendResetLink: true })).toMatchObject({
        resetLinkSent: true,
      });
    }
    const before = await countAllRows(db);
    const refusal = await ensureAdministrator(deps, { email, password: null, sendResetLink: true }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ResetLinkRefusedError);
    expect((refusal as ResetLinkRefusedError).outcome).toBe('rate_limited');
    expect(await countAllRows(db)).toEqual(before);
  });

  it('refuses a new account with neither a password nor a reset link, writing nothing', async () => {
    const before = await countAllRows(db);
    await expect(
      ensureAdministrator(deps, { email: uniqueEmail('nothing'), password: null, sendResetLink: false }),
    ).rejects.toBeInstanceOf(MissingPasswordError);
    expect(await countAllRows(db)).toEqual(before);
  });
});

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const TSX_LOADER = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const COMMAND = path.join(ROOT, 'apps/server/src/admin-create.ts');

type TRun = { code: number | null; stdout: string; stderr: string };

/** The command as an operator runs it, in a folder of its own (no .env), with `stdin` piped in. */
function runCommand(args: string[], env: Record<string, string>, stdin: string, cwd: string): Promise<TRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, COMMAND, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: cwd, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('npm run admin:create on an empty PostgreSQL database', () => {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
  const name = `admin_create_${randomBytes(5).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const workDir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));
  const env = { DATABASE_URL: databaseUrl, NODE_ENV: 'production', APP_SECRET: 'admin-create-test-secret-0123' };

  async function asAdministrator<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeAll(() => asAdministrator((client) => client.query(`create database "${name}"`)));
  afterAll(async () => {
    await asAdministrator((client) => client.query(`drop database if exists "${name}" with (force)`));
    rmSync(workDir, { recursive: true, force: true });
  });

  it('migrates the empty database, creates the administrator, then changes nothing on a second run', async () => {
    const email = 'owner.of.the.site@example.com';
    const first = await runCommand(
      ['--email', 'Owner.Of.The.Site@Example.com', '--name', 'Site Owner', '--password-stdin'],
      env,
      `${STRONG_PASSWORD}\n`,
      workDir,
    );
    expect(first, first.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toBe(
      `Created the administrator account ${email}.\nSign in at http://localhost:3000/auth with this e-mail address and the password you gave.\n`,
    );
    const accounts = await query<{ email: string; username: string; role: string; password_hash: string }>(
      'select u.email, p.username, p.role, u.password_hash from users u join profiles p on p.id = u.id',
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ email, username: 'Site Owner', role: 'admin' });
    expect(accounts[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await query('select action, actor_user_id, request_id from audit_log')).toEqual([
      { action: 'account.admin_created_by_command', actor_user_id: null, request_id: 'command:admin:create' },
    ]);

    const second = await runCommand(['--email', email], env, '', workDir);
    expect(second, second.stderr).toMatchObject({
      code: 0,
      stdout: `${email} is already an active administrator: nothing changed.\n`,
    });
    expect(await query('select count(*)::int as n from audit_log')).toEqual([{ n: 1 }]);
  });

  it('refuses a weak password, a missing terminal and a reset link without SMTP in production, creating nothing', async () => {
    const email = 'second@example.com';
    const weak = await runCommand(['--email', email, '--password-stdin'], env, 'password1234\n', workDir);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/^Refused: The password is too easy to guess\./);
    const noTerminal = await runCommand(['--email', email], env, '', workDir);
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.stderr).toContain('There is no terminal to ask for the password');
    const noSmtp = await runCommand(['--email', email, '--send-reset-link'], env, '', workDir);
    expect(noSmtp.code).toBe(1);
    expect(noSmtp.stderr).toContain('Refused: --send-reset-link needs SMTP_URL in production.');
    const usage = await runCommand(['--mail', email], env, '', workDir);
    expect(usage.code).toBe(2);
    expect(await query('select email from users where email = $1', [email])).toEqual([]);
  });
});
