import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import {
  ACCOUNTS_MESSAGES,
  MESSAGES,
  PASSWORD_RESET_LIMIT,
  REAUTH_TTL_MS,
  type TAccountRow,
  type TAccountsPage,
  type TRole,
} from '@tour/shared';
import { queryRows } from '../../db';
import { createTestApp, openTestBed, sessionCookieOf, type TTestApp, uniqueEmail } from '../../testing/test-app';

const PASSWORD = 'secret1';

type TPerson = { id: string; email: string; username: string; cookies: { sid: string } };
type TAuditRow = { action: string; actor_user_id: string; target_id: string; before: unknown; after: unknown };

/** Signs up through the API (a customer), then gives the account its role as the admin side would. */
async function signUpAs(t: TTestApp, db: TDb, role: TRole, username?: string): Promise<TPerson> {
  const email = uniqueEmail(role);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD, displayName: username },
  });
  expect(response.statusCode).toBe(201);
  const user = response.json().user as { id: string; username: string };
  if (role !== 'customer') await queryRows(db, sql`update profiles set role = ${role} where id = ${user.id}`);
  return { id: user.id, email, username: user.username, cookies: { sid: sessionCookieOf(response) } };
}

function requestsOf(t: TTestApp) {
  return {
    list: (caller: TPerson, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/accounts${query}`, cookies: caller.cookies }),
    changeRole: (caller: TPerson, userId: string, role: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${userId}/role`,
        cookies: caller.cookies,
        payload: { role },
      }),
    deactivate: (caller: TPerson, userId: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/accounts/${userId}/deactivate`,
        cookies: caller.cookies,
        payload: reason === undefined ? {} : { reason },
      }),
    reactivate: (caller: TPerson, userId: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/accounts/${userId}/reactivate`, cookies: caller.cookies }),
    sendReset: (caller: TPerson, userId: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/accounts/${userId}/password-reset`, cookies: caller.cookies }),
    reauthenticate: (caller: TPerson, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/reauthenticate',
        cookies: caller.cookies,
        payload: { password },
      }),
    signIn: (email: string, password = PASSWORD) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } }),
    session: (person: TPerson) => t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: person.cookies }),
  };
}

const mailsTo = (db: TDb, email: string) =>
  queryRows<{ subject: string; text_body: string; kind: string }>(
    db,
    sql`select subject, text_body, kind from mail_outbox where lower(to_address) = lower(${email}) order by created_at, id`,
  );

const auditRowsFor = (db: TDb, targetId: string) =>
  queryRows<TAuditRow>(
    db,
    sql`select action, actor_user_id, target_id, before, after from audit_log where target_id = ${targetId} order by created_at, id`,
  );

describe.each(TEST_BACKENDS)('user management on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let admin: TPerson;
  let api: ReturnType<typeof requestsOf>;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    api = requestsOf(t);
    admin = await signUpAs(t, db, 'admin');
    // A second administrator, so that changes to the first test's admins never meet the last-admin rule.
    await signUpAs(t, db, 'admin');
  });
  afterAll(() => close());

  /** A fresh session of the administrator: the test clock moves, and a session idle 15 minutes is gone. */
  async function freshAdminSession(): Promise<TPerson> {
    const response = await api.signIn(admin.email);
    expect(response.statusCode).toBe(200);
    return { ...admin, cookies: { sid: sessionCookieOf(response) } };
  }

  describe('the user table', () => {
    it('lists newest first, a page at a time, with every field and the role cards counting every account', async () => {
      const caller = await freshAdminSession();
      const before = (await api.list(caller)).json() as TAccountsPage;
      const tag = `pg${crypto.randomUUID().slice(0, 6)}`;
      const made: TPerson[] = [];
      for (const role of ['customer', 'agent', 'wholesale_seller', 'registered_customer'] as const) {
        t.clock.advance(1000);
        made.push(await signUpAs(t, db, role, `${tag}-${role}`));
      }
      const page = (await api.list(caller, '?pageSize=3')).json() as TAccountsPage;
      expect(page.items.map((row) => row.id)).toEqual(
        made
          .slice(-3)
          .reverse()
          .map((p) => p.id),
      );
      expect(page).toMatchObject({ page: 1, pageSize: 3, total: before.total + 4 });
      const newest = page.items[0]!;
      expect(newest).toEqual({
        id: made[3]!.id,
        username: `${tag}-registered_customer`,
        email: made[3]!.email,
        role: 'registered_customer',
        status: 'active',
        emailVerified: false,
        createdAt: t.clock.now().toISOString(),
        lastSignInAt: t.clock.now().toISOString(),
        deactivatedAt: null,
      } satisfies TAccountRow);
      const second = (await api.list(caller, '?pageSize=3&page=2')).json() as TAccountsPage;
      expect(second.items[0]!.id).toBe(made[0]!.id);

      expect(page.counts).toEqual({
        ...before.counts,
        all: before.counts.all + 4,
        customer: before.counts.customer + 1,
        agent: before.counts.agent + 1,
        wholesale_seller: before.counts.wholesale_seller + 1,
        registered_customer: before.counts.registered_customer + 1,
      });
      const agents = (await api.list(caller, '?role=agent')).json() as TAccountsPage;
      expect(agents.items.every((row) => row.role === 'agent')).toBe(true);
      expect(agents.total).toBe(page.counts.agent);
      expect(agents.counts).toEqual(page.counts);
    });

    it('keeps the role cards equal to a count of every account through sign-ups, role changes and deletions', async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'agent');
      expect((await api.changeRole(caller, person.id, 'wholesale_seller')).statusCode).toBe(200);
      const gone = await signUpAs(t, db, 'registered_customer');
      await queryRows(db, sql`delete from users where id = ${gone.id}`);
      const counted = await queryRows<{ role: string; accounts: number }>(
        db,
        sql`select role, count(*)::int as accounts from profiles group by role`,
      );
      const counts = ((await api.list(caller)).json() as TAccountsPage).counts;
      const expected = Object.fromEntries(counted.map((row) => [row.role, row.accounts]));
      for (const role of ['admin', 'customer', 'registered_customer', 'agent', 'wholesale_owner', 'wholesale_seller']) {
        expect(counts[role as keyof typeof counts], role).toBe(expected[role] ?? 0);
      }
      expect(counts.all).toBe(counted.reduce((sum, row) => sum + row.accounts, 0));
    });

    it('finds an account by any part of its e-mail or username, in any case, and only those', async () => {
      const caller = await freshAdminSession();
      const tag = `Qz${crypto.randomUUID().slice(0, 6)}`;
      const byName = await signUpAs(t, db, 'customer', `Someone ${tag} Else`);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: `${tag.toLowerCase()}.mail@example.test`, password: PASSWORD, confirmPassword: PASSWORD },
      });
      const byEmailId = response.json().user.id as string;

      const search = async (q: string, extra = '') =>
        (await api.list(caller, `?q=${encodeURIComponent(q)}${extra}`)).json() as TAccountsPage;
      const both = await search(tag.toUpperCase());
      expect(both.items.map((row) => row.id).sort()).toEqual([byName.id, byEmailId].sort());
      expect(both.total).toBe(2);
      const pastTheEnd = await search(tag, '&page=3&pageSize=1');
      expect(pastTheEnd).toMatchObject({ items: [], total: 2, page: 3 });
      expect((await search(`${tag.slice(2)} else`)).items.map((row) => row.id)).toEqual([byName.id]);
      expect((await search(`${tag.toLowerCase()}.MAIL@`)).items.map((row) => row.id)).toEqual([byEmailId]);
      expect((await search(tag, '&role=agent')).total).toBe(0);
      // LIKE's wildcards are matched as themselves, not as "anything".
      expect((await search('%')).total).toBe(0);
      expect((await search(`${tag.slice(0, 3)}_${tag.slice(4)}`)).total).toBe(0);
    });

    it('filters by status and shows when each account last signed in', async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'customer');
      t.clock.advance(60_000);
      expect((await api.signIn(person.email)).statusCode).toBe(200);
      const signedInAt = t.clock.now().toISOString();
      expect((await api.deactivate(caller, person.id)).statusCode).toBe(200);

      const deactivated = (await api.list(caller, '?status=deactivated')).json() as TAccountsPage;
      const row = deactivated.items.find((item) => item.id === person.id);
      expect(row).toMatchObject({ status: 'deactivated', lastSignInAt: signedInAt, deactivatedAt: signedInAt });
      expect(deactivated.items.every((item) => item.status === 'deactivated')).toBe(true);
      const active = (await api.list(caller, `?status=active&q=${encodeURIComponent(person.email)}`)).json();
      expect(active.total).toBe(0);
      for (const role of ['all', 'customer', 'agent']) {
        const activeInRole = (await api.list(caller, `?status=active&role=${role}`)).json() as TAccountsPage;
        const deactivatedInRole = (await api.list(caller, `?status=deactivated&role=${role}`)).json() as TAccountsPage;
        expect(activeInRole.total + deactivatedInRole.total, role).toBe(activeInRole.counts[role as 'all']);
        expect(activeInRole.items.every((item) => item.status === 'active')).toBe(true);
      }
    });

    it('answers a search of any shape with a page, never an error', async () => {
      const caller = await freshAdminSession();
      for (const q of ["o'brien", '\\', '   ', 'ä', 'a'.repeat(200)]) {
        const response = await api.list(caller, `?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, q).toBe(200);
      }
      expect((await api.list(caller, `?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
      expect((await api.list(caller, '?role=wholesaler')).statusCode).toBe(400);
    });
  });

  describe('role changes', () => {
    it('changes a customer to agent: one audit row, an e-mail saying what the role allows, applied at the next request', async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'customer');
      expect((await api.session(person)).json().user.role).toBe('customer');

      const response = await api.changeRole(caller, person.id, 'agent');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: person.id, role: 'agent', status: 'active' });
      expect((await api.session(person)).json().user.role).toBe('agent');

      expect(await auditRowsFor(db, person.id)).toEqual([
        {
          action: 'account.change_role',
          actor_user_id: admin.id,
          target_id: person.id,
          before: { role: 'customer' },
          after: { role: 'agent' },
        },
      ]);
      const mail = (await mailsTo(db, person.email)).find((m) => m.kind === 'account_role_changed');
      expect(mail?.subject).toBe('Your Wanderway role is now Agent');
      expect(mail?.text_body).toContain('from Customer to Agent');
      expect(mail?.text_body).toContain('register your travel company');
      expect(mail?.text_body).toContain(
        'Your account menu now offers: Dashboard Access, Sales Dashboard, Submit Company.',
      );
    });

    it("refuses the spec's cases with their messages and writes nothing", async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'agent');
      const cases: Array<[string, string, number, string, string]> = [
        [admin.id, 'customer', 403, 'OWN_ROLE', ACCOUNTS_MESSAGES.cannotChangeOwnRole],
        [person.id, 'wholesale_owner', 400, 'ROLE_NOT_ASSIGNABLE', ACCOUNTS_MESSAGES.ownerByInvitationOnly],
        [person.id, 'agent', 400, 'ROLE_UNCHANGED', ACCOUNTS_MESSAGES.noRoleChange],
        [crypto.randomUUID(), 'agent', 404, 'USER_NOT_FOUND', ACCOUNTS_MESSAGES.missingUser],
      ];
      for (const [userId, role, status, code, message] of cases) {
        const response = await api.changeRole(caller, userId, role);
        expect(response.statusCode, `${role} for ${userId}`).toBe(status);
        expect(response.json().error).toMatchObject({ code, message });
      }
      const legacy = await api.changeRole(caller, person.id, 'wholesaler');
      expect(legacy.statusCode).toBe(400);
      expect(await auditRowsFor(db, person.id)).toEqual([]);
      expect(await auditRowsFor(db, admin.id)).toEqual([]);
      expect((await mailsTo(db, person.email)).filter((m) => m.kind === 'account_role_changed')).toEqual([]);
    });

    it('asks for the password to grant or remove admin, for this session only and for 10 minutes', async () => {
      const caller = await freshAdminSession();
      const other = await freshAdminSession();
      const person = await signUpAs(t, db, 'customer');

      const refused = await api.changeRole(caller, person.id, 'admin');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'REAUTH_REQUIRED',
        message: ACCOUNTS_MESSAGES.reauthRequired,
      });
      expect((await api.list(caller)).json().reauthenticatedUntil).toBeNull();

      const wrong = await api.reauthenticate(caller, 'not-the-password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({ code: 'REAUTH_FAILED', message: ACCOUNTS_MESSAGES.reauthFailed });
      expect((await api.changeRole(caller, person.id, 'admin')).statusCode).toBe(403);

      const confirmed = await api.reauthenticate(caller, PASSWORD);
      expect(confirmed.statusCode).toBe(200);
      const until = new Date(t.clock.now().getTime() + REAUTH_TTL_MS).toISOString();
      expect(confirmed.json()).toEqual({ reauthenticatedUntil: until });
      expect((await api.list(caller)).json().reauthenticatedUntil).toBe(until);
      expect((await api.list(other)).json().reauthenticatedUntil).toBeNull();
      expect((await api.changeRole(other, person.id, 'admin')).statusCode).toBe(403);

      const granted = await api.changeRole(caller, person.id, 'admin');
      expect(granted.statusCode).toBe(200);
      expect((await api.session(person)).json().user.role).toBe('admin');
      // Changes that neither grant nor remove admin need no password.
      const plain = await signUpAs(t, db, 'customer');
      expect((await api.changeRole(other, plain.id, 'wholesale_seller')).statusCode).toBe(200);

      t.clock.advance(REAUTH_TTL_MS - 1000);
      expect((await api.changeRole(caller, person.id, 'agent')).statusCode).toBe(200);
      expect((await api.reauthenticate(caller, PASSWORD)).statusCode).toBe(200);
      expect((await api.changeRole(caller, person.id, 'admin')).statusCode).toBe(200);
      t.clock.advance(REAUTH_TTL_MS + 1000);
      const expired = await api.changeRole(caller, person.id, 'customer');
      expect(expired.json().error.code).toBe('REAUTH_REQUIRED');
      expect((await api.list(caller)).json().reauthenticatedUntil).toBeNull();
      const [stored] = await queryRows<{ role: string }>(db, sql`select role from profiles where id = ${person.id}`);
      expect(stored!.role).toBe('admin');

      const actions = (await auditRowsFor(db, person.id)).map((row) => [row.before, row.after]);
      expect(actions).toEqual([
        [{ role: 'customer' }, { role: 'admin' }],
        [{ role: 'admin' }, { role: 'agent' }],
        [{ role: 'agent' }, { role: 'admin' }],
      ]);
      const reauthentications = await auditRowsFor(db, admin.id);
      expect(reauthentications.map((row) => row.action)).toEqual(['account.reauthenticate', 'account.reauthenticate']);
    });
  });

  describe('deactivation', () => {
    it('ends the sessions at once, refuses sign-in after the right password only, and reactivates', async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'customer');
      const secondSession = { ...person, cookies: { sid: sessionCookieOf(await api.signIn(person.email)) } };

      const response = await api.deactivate(caller, person.id, 'Chargebacks on three bookings');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'deactivated', deactivatedAt: t.clock.now().toISOString() });
      expect((await api.session(person)).json().user).toBeNull();
      expect((await api.session(secondSession)).json().user).toBeNull();
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-verification/resend',
        cookies: person.cookies,
      });
      expect(write.statusCode).toBe(401);

      const signIn = await api.signIn(person.email);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().error).toMatchObject({
        code: 'ACCOUNT_DEACTIVATED',
        message: ACCOUNTS_MESSAGES.accountDeactivated,
      });
      const wrong = await api.signIn(person.email, 'wrong-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(MESSAGES.invalidCredentials);

      const again = await api.deactivate(caller, person.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(ACCOUNTS_MESSAGES.alreadyDeactivated);

      const reactivated = await api.reactivate(caller, person.id);
      expect(reactivated.statusCode).toBe(200);
      expect(reactivated.json()).toMatchObject({ status: 'active', deactivatedAt: null });
      expect((await api.signIn(person.email)).statusCode).toBe(200);
      const twice = await api.reactivate(caller, person.id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe(ACCOUNTS_MESSAGES.alreadyActive);

      const audit = await auditRowsFor(db, person.id);
      expect(audit.map((row) => [row.action, row.after])).toEqual([
        ['account.deactivate', { status: 'deactivated', reason: 'Chargebacks on three bookings', sessionsEnded: 2 }],
        ['account.reactivate', { status: 'active' }],
      ]);
      const kinds = (await mailsTo(db, person.email)).map((mail) => mail.kind).sort();
      expect(kinds).toEqual(['account_deactivated', 'account_reactivated', 'email_verification']);
    });

    it('keeps the bookings of a deactivated account', async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'customer');
      const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 5 });
      const reference = `CHT-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
      await queryRows(
        db,
        sql`insert into bookings (booking_reference, user_id, tour_id, tour_date_id, number_of_guests, total_amount, currency,
            payment_method, booking_status, payment_status)
          values (${reference}, ${person.id}, ${tourId}, ${tourDateId}, 1, 200000, 'USD', 'credit_card', 'confirmed', 'completed')`,
      );
      expect((await api.deactivate(caller, person.id)).statusCode).toBe(200);
      const [row] = await queryRows<{ bookings: number }>(
        db,
        sql`select count(*)::int as bookings from bookings
          where user_id = ${person.id} and booking_status = 'confirmed' and payment_status = 'completed'`,
      );
      expect(row!.bookings).toBe(1);
    });

    it('refuses deactivating oneself, and asks for the password to deactivate or reactivate an administrator', async () => {
      const caller = await freshAdminSession();
      const self = await api.deactivate(caller, admin.id);
      expect(self.statusCode).toBe(403);
      expect(self.json().error).toMatchObject({ code: 'OWN_ACCOUNT', message: ACCOUNTS_MESSAGES.cannotDeactivateSelf });
      expect((await api.deactivate(caller, crypto.randomUUID())).statusCode).toBe(404);

      const otherAdmin = await signUpAs(t, db, 'admin');
      const refused = await api.deactivate(caller, otherAdmin.id);
      expect(refused.json().error.code).toBe('REAUTH_REQUIRED');
      expect((await api.session(otherAdmin)).json().user.role).toBe('admin');
      expect((await api.reauthenticate(caller, PASSWORD)).statusCode).toBe(200);
      expect((await api.deactivate(caller, otherAdmin.id)).statusCode).toBe(200);
      expect((await api.session(otherAdmin)).json().user).toBeNull();

      t.clock.advance(REAUTH_TTL_MS + 1000);
      const fresh = await freshAdminSession();
      expect((await api.reactivate(fresh, otherAdmin.id)).json().error.code).toBe('REAUTH_REQUIRED');
      expect((await api.reauthenticate(fresh, PASSWORD)).statusCode).toBe(200);
      expect((await api.reactivate(fresh, otherAdmin.id)).statusCode).toBe(200);
    });
  });

  describe('the account holder’s language', () => {
    it('writes every e-mail to the account in its profile’s language, whatever the administrator’s', async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'customer', 'Somchai');
      await queryRows(db, sql`update profiles set language = 'th' where id = ${person.id}`);

      expect((await api.changeRole(caller, person.id, 'wholesale_seller')).statusCode).toBe(200);
      expect((await api.deactivate(caller, person.id)).statusCode).toBe(200);
      expect((await api.reactivate(caller, person.id)).statusCode).toBe(200);
      expect((await api.sendReset(caller, person.id)).statusCode).toBe(200);

      const mails = await mailsTo(db, person.email);
      const byKind = (kind: string) => mails.find((mail) => mail.kind === kind);
      expect(byKind('account_role_changed')?.subject).toBe('บทบาทของคุณใน Wanderway ตอนนี้คือ ผู้ขายโฮลเซล');
      expect(byKind('account_role_changed')?.text_body).toContain(
        'เรียน คุณSomchai\n\nผู้ดูแลระบบได้เปลี่ยนบทบาทของคุณใน Wanderway จาก ลูกค้า เป็น ผู้ขายโฮลเซล',
      );
      expect(byKind('account_deactivated')?.subject).toBe('บัญชี Wanderway ของคุณถูกปิดใช้งานแล้ว');
      expect(byKind('account_reactivated')?.subject).toBe('บัญชี Wanderway ของคุณกลับมาใช้งานได้แล้ว');
      expect(byKind('password_reset')?.subject).toBe('รีเซ็ตรหัสผ่านของคุณสำหรับ Wanderway');
      const [html] = await queryRows<{ html_body: string }>(
        db,
        sql`select html_body from mail_outbox where lower(to_address) = lower(${person.email}) and kind = 'account_role_changed'`,
      );
      expect(html!.html_body).toContain('<html lang="th">');
    });

    it('writes in English to an account that never chose a language, even for a Thai administrator', async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'customer');
      await queryRows(db, sql`update profiles set language = null where id = ${person.id}`);
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${person.id}/role`,
        cookies: { ...caller.cookies, lang: 'th' },
        headers: { 'accept-language': 'th' },
        payload: { role: 'agent' },
      });
      expect(response.statusCode).toBe(200);
      const mail = (await mailsTo(db, person.email)).find((m) => m.kind === 'account_role_changed');
      expect(mail?.subject).toBe('Your Wanderway role is now Agent');
    });
  });

  describe('password reset by an administrator', () => {
    it('sends the reset e-mail through the outbox, audited, with the forgot-password limit per account', async () => {
      const caller = await freshAdminSession();
      const person = await signUpAs(t, db, 'customer');
      const response = await api.sendReset(caller, person.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: `Password reset email sent to ${person.email}`, email: person.email });
      const resets = (await mailsTo(db, person.email)).filter((mail) => mail.kind === 'password_reset');
      expect(resets).toHaveLength(1);
      expect(resets[0]!.text_body).toMatch(/http:\/\/localhost:3000\/auth#access_token=[\w-]+&type=recovery/);
      expect((await auditRowsFor(db, person.id)).map((row) => [row.action, row.after])).toEqual([
        ['account.send_password_reset', { email: person.email }],
      ]);

      // The forgot-password form counts against the same limit, and stays silent when it is reached.
      for (let sent = 1; sent < PASSWORD_RESET_LIMIT.max; sent += 1) {
        const form = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: person.email },
        });
        expect(form.statusCode).toBe(202);
      }
      const limited = await api.sendReset(caller, person.id);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({
        code: 'RESET_RATE_LIMITED',
        message: ACCOUNTS_MESSAGES.resetRateLimited,
      });
      const silent = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: person.email },
      });
      expect(silent.statusCode).toBe(202);
      const countResets = async () =>
        (await mailsTo(db, person.email)).filter((mail) => mail.kind === 'password_reset').length;
      expect(await countResets()).toBe(PASSWORD_RESET_LIMIT.max);

      t.clock.advance(PASSWORD_RESET_LIMIT.windowMs + 1000);
      const later = await freshAdminSession();
      expect((await api.sendReset(later, person.id)).statusCode).toBe(200);
      expect(await countResets()).toBe(PASSWORD_RESET_LIMIT.max + 1);
    });

    it('answers an unknown account with the spec text and refuses a deactivated one, whose old links stop working', async () => {
      const caller = await freshAdminSession();
      const unknown = await api.sendReset(caller, crypto.randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({
        code: 'USER_NOT_FOUND',
        message: ACCOUNTS_MESSAGES.resetUnknownEmail,
      });

      const person = await signUpAs(t, db, 'customer');
      expect((await api.sendReset(caller, person.id)).statusCode).toBe(200);
      const [mail] = (await mailsTo(db, person.email)).filter((m) => m.kind === 'password_reset');
      const token = /access_token=([\w-]+)/.exec(mail!.text_body)![1]!;
      expect((await api.deactivate(caller, person.id)).statusCode).toBe(200);

      const refused = await api.sendReset(caller, person.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(ACCOUNTS_MESSAGES.resetDeactivated);
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: person.email } });
      expect((await mailsTo(db, person.email)).filter((m) => m.kind === 'password_reset')).toHaveLength(1);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'another1', confirmPassword: 'another1' },
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().error.message).toBe(MESSAGES.resetLinkInvalid);
    });
  });

  it('refuses every route to customers, agents and wholesale owners (403) and to visitors (401)', async () => {
    const target = await signUpAs(t, db, 'customer');
    const routes = [
      { method: 'GET', url: '/api/admin/accounts' },
      { method: 'PATCH', url: `/api/admin/accounts/${target.id}/role`, payload: { role: 'admin' } },
      { method: 'POST', url: `/api/admin/accounts/${target.id}/deactivate`, payload: {} },
      { method: 'POST', url: `/api/admin/accounts/${target.id}/reactivate` },
      { method: 'POST', url: `/api/admin/accounts/${target.id}/password-reset` },
      { method: 'POST', url: '/api/admin/reauthenticate', payload: { password: PASSWORD } },
    ] as const;
    for (const role of ['customer', 'agent', 'wholesale_owner', 'registered_customer', 'wholesale_seller'] as const) {
      const caller = await signUpAs(t, db, role);
      for (const route of routes) {
        const response = await t.app.inject({ ...route, cookies: caller.cookies });
        expect(response.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
        expect(response.json().error.message).toBe(MESSAGES.noPermission);
      }
    }
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, `${route.method} ${route.url} signed out`).toBe(401);
    }
    expect((await api.session(target)).json().user.role).toBe('customer');
    expect(await auditRowsFor(db, target.id)).toEqual([]);
  });
});

/**
 * Two administrators, the only two, remove each other at the same moment: exactly one succeeds. On PostgreSQL
 * both requests are held at the administrators' row lock until both wait there, so the rule is decided by
 * the lock, not by which request happened to arrive first.
 */
describe.each(TEST_BACKENDS)('the last active administrator on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    const database = await openTestDatabase(backend);
    db = database.db;
    databaseUrl = database.databaseUrl;
    t = await createTestApp(db, backend, { AUTH_RATE_LIMIT_PER_MINUTE: '1000', WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
    close = async () => {
      await t.app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  async function twoAdministrators() {
    await queryRows(db, sql`update profiles set role = 'customer' where role = 'admin'`);
    const api = requestsOf(t);
    const first = await signUpAs(t, db, 'admin');
    const second = await signUpAs(t, db, 'admin');
    for (const person of [first, second]) expect((await api.reauthenticate(person, PASSWORD)).statusCode).toBe(200);
    return { api, first, second };
  }

  /** Runs both requests; on PostgreSQL, only once both wait behind a lock held on the first admin's profile. */
  async function atOnce<T>(firstId: string, requests: Array<() => Promise<T>>): Promise<T[]> {
    if (!databaseUrl) return Promise.all(requests.map((request) => request()));
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select id from profiles where id = $1 for update', [firstId]);
      // inject() starts a request only when its answer is asked for.
      const running = requests.map((request) => Promise.resolve(request()));
      const deadline = Date.now() + 10_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error('the requests never both waited on the lock');
        // Inside a transaction the activity view is a snapshot taken once; this takes a new one.
        await blocker.query('select pg_stat_clear_snapshot()');
        const waiting = await blocker.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (waiting.rows[0]!.waiting >= requests.length) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await blocker.query('commit');
      return await Promise.all(running);
    } finally {
      await blocker.end();
    }
  }

  const activeAdministrators = async () =>
    (
      await queryRows<{ admins: number }>(
        db,
        sql`select count(*)::int as admins from profiles p join users u on u.id = p.id
          where p.role = 'admin' and u.deactivated_at is null`,
      )
    )[0]!.admins;

  it('lets exactly one of two demotions through', async () => {
    const { api, first, second } = await twoAdministrators();
    const answers = await atOnce(first.id, [
      () => api.changeRole(first, second.id, 'customer'),
      () => api.changeRole(second, first.id, 'customer'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    if (databaseUrl) {
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      expect(refused.json().error).toMatchObject({ code: 'LAST_ADMIN', message: ACCOUNTS_MESSAGES.lastAdmin });
    }
    expect(await activeAdministrators()).toBe(1);
  });

  it('lets exactly one of two deactivations through', async () => {
    const { api, first, second } = await twoAdministrators();
    const answers = await atOnce(first.id, [
      () => api.deactivate(first, second.id),
      () => api.deactivate(second, first.id),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    if (databaseUrl) {
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      expect(refused.json().error.code).toBe('LAST_ADMIN');
    }
    expect(await activeAdministrators()).toBe(1);
  });
});
