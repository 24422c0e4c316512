import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import {
  INVITATION_VALIDITY_MS,
  INVITATIONS_MESSAGES,
  MESSAGES,
  pendingInvitationMessage,
  type TInvitationRow,
} from '@tour/shared';
import { queryRows } from '../../db';
import { hashToken } from '../../secret-tokens';
import { markMailAttemptFailed, markMailSent } from '../../adapters/mail/mail-outbox';
import { type TTestApp, openTestBed, sessionCookieOf, uniqueEmail } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';
import { createInvitationTokenBox } from './invitation-token-box';

type TList = {
  items: TInvitationRow[];
  total: number;
  page: number;
  pageSize: number;
  counts: { total: number; active: number; used: number; expired: number };
};

describe.each(TEST_BACKENDS)('administrators run invitations on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let admin: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    admin = await signUpOperator(t, db, 'admin');
  });
  afterAll(() => close());

  /** After the clock jumps days ahead the administrator's session has ended (idle): sign in again. */
  const signInAdminAgain = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: admin.email, password: 'secret1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    admin = { ...admin, cookies: { sid: sessionCookieOf(response) } };
  };
  const asAdmin = (request: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
    t.app.inject({ ...request, cookies: admin.cookies });
  const create = (email: string) => asAdmin({ method: 'POST', url: '/api/admin/invitations', payload: { email } });
  const check = (email: string) =>
    asAdmin({ method: 'GET', url: `/api/admin/invitations/email-check?email=${encodeURIComponent(email)}` });
  const list = async (query = '') => {
    const response = await asAdmin({ method: 'GET', url: `/api/admin/invitations${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TList;
  };
  const getOne = async (id: string) => {
    const response = await asAdmin({ method: 'GET', url: `/api/admin/invitations/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TInvitationRow;
  };
  const deactivate = (id: string) => asAdmin({ method: 'POST', url: `/api/admin/invitations/${id}/deactivate` });
  const tokenOf = (row: TInvitationRow) => new URL(row.link ?? '').searchParams.get('invitation') ?? '';
  const signUp = (email: string, invitationToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret1', confirmPassword: 'secret1', invitationToken },
    });
  const testInvitation = async (email: string, expiresInMs: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/invitations',
      payload: { email, expiresInMs },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };
  const idOfToken = async (token: string) => {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select id from invitations where token_hash = ${hashToken(token)}`,
    );
    return row!.id;
  };
  const auditRows = (targetId: string) =>
    queryRows<{ action: string; actor_user_id: string; before: unknown; after: unknown }>(
      db,
      sql`select action, actor_user_id, before, after from audit_log where target_id = ${targetId} order by created_at`,
    );

  it('creates a wholesale owner invitation for 7 days: hashed token, encrypted copy, e-mail in the outbox, audit row', async () => {
    const email = uniqueEmail('invitee');
    const response = await create(email.toUpperCase());
    expect(response.statusCode, response.body).toBe(201);
    const row = response.json() as TInvitationRow;
    expect(row).toMatchObject({
      email,
      role: 'wholesale_owner',
      state: 'active',
      usedAt: null,
      createdBy: { id: admin.id, email: admin.email },
      emailDelivery: 'pending',
      canDeactivate: true,
    });
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(INVITATION_VALIDITY_MS);
    expect(row.link).toMatch(/^http:\/\/localhost:3000\/auth\?invitation=[\w-]{43}$/);
    const token = tokenOf(row);

    const [stored] = await queryRows<{ token_hash: string; token_ciphertext: string; mail_id: string }>(
      db,
      sql`select token_hash, token_ciphertext, mail_id from invitations where id = ${row.id}`,
    );
    // The database holds no usable token: its hash for look-up, and a ciphertext only APP_SECRET opens.
    expect(stored!.token_hash).toBe(hashToken(token));
    expect(stored!.token_ciphertext).not.toContain(token);
    expect(createInvitationTokenBox(t.config.appSecret).open(stored!.token_ciphertext)).toBe(token);
    expect(createInvitationTokenBox('another secret of 16+ chars').open(stored!.token_ciphertext)).toBeNull();

    const [mail] = await queryRows<{ to_address: string; kind: string; text_body: string; html_body: string }>(
      db,
      sql`select to_address, kind, text_body, html_body from mail_outbox where id = ${stored!.mail_id}`,
    );
    expect(mail).toMatchObject({ to_address: email, kind: 'invitation' });
    expect(mail!.text_body).toContain(`http://localhost:3000/auth?invitation=${token}`);
    expect(mail!.html_body).toContain(`href="http://localhost:3000/auth?invitation=${token}"`);

    const audit = await auditRows(row.id);
    expect(audit).toEqual([
      {
        action: 'invitation.create',
        actor_user_id: admin.id,
        before: null,
        after: { email, role: 'wholesale_owner', expiresAt: row.expiresAt },
      },
    ]);

    // The audit log names the invitation by its address.
    const log = await asAdmin({ method: 'GET', url: `/api/admin/audit-log?targetType=invitation&targetId=${row.id}` });
    expect(log.json().items).toEqual([expect.objectContaining({ action: 'invitation.create', targetName: email })]);

    const validate = await t.app.inject({ method: 'GET', url: `/api/invitations/validate?token=${token}` });
    expect(validate.json()).toMatchObject({ email, role: 'wholesale_owner', isValid: true });
  });

  it('writes the invitation in the inviting administrator’s language, with a Thai date', async () => {
    const email = uniqueEmail('thai-invitee');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      payload: { email },
      cookies: { ...admin.cookies, lang: 'th' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await queryRows<{ subject: string; text_body: string; html_body: string }>(
      db,
      sql`select subject, text_body, html_body from mail_outbox where to_address = ${email} and kind = 'invitation'`,
    );
    expect(mail!.subject).toBe('คุณได้รับเชิญเข้าร่วม Wanderway ในฐานะเจ้าของบริษัทโฮลเซล');
    expect(mail!.text_body).toContain('ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน 7 วัน: จนถึง ');
    // The Buddhist-era year: 543 years ahead of the Gregorian one, in Bangkok.
    const expiresAt = new Date((response.json() as TInvitationRow).expiresAt);
    const year =
      Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Bangkok' }).format(expiresAt)) + 543;
    expect(mail!.text_body).toMatch(new RegExp(` ${year} \\d{2}:\\d{2} เวลากรุงเทพฯ`));
    expect(mail!.html_body).toContain('<html lang="th">');
  });

  it('checks an address: available, pending with its expiry, registered (any case), and refuses to create for the last two', async () => {
    const free = uniqueEmail('free');
    expect((await check(free)).json()).toEqual({ status: 'available', expiresAt: null });

    const created = (await create(free)).json() as TInvitationRow;
    const pending = await check(free.toUpperCase());
    expect(pending.json()).toEqual({ status: 'pending_invitation', expiresAt: created.expiresAt });
    const again = await create(` ${free.toUpperCase()} `);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'INVITATION_PENDING',
      message: pendingInvitationMessage(created.expiresAt),
    });

    const registered = admin.email.toUpperCase();
    expect((await check(registered)).json()).toEqual({ status: 'registered', expiresAt: null });
    const refused = await create(registered);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'EMAIL_REGISTERED', message: INVITATIONS_MESSAGES.registered });

    const invalid = await check('no-at-sign');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toContain(INVITATIONS_MESSAGES.invalidEmail);
    const invalidCreate = await create('no-at-sign');
    expect(invalidCreate.statusCode).toBe(400);
  });

  it('counts and lists the four states newest first, with Copy link and Deactivate only where the spec allows', async () => {
    const before = (await list()).counts;

    const usedEmail = uniqueEmail('used');
    const used = (await create(usedEmail)).json() as TInvitationRow;
    expect((await signUp(usedEmail, tokenOf(used))).statusCode).toBe(201);

    const expiredToken = await testInvitation(uniqueEmail('expired'), 60_000);
    const expiredId = await idOfToken(expiredToken);
    t.clock.advance(61_000);

    const deactivated = (await create(uniqueEmail('deactivated'))).json() as TInvitationRow;
    expect((await deactivate(deactivated.id)).statusCode).toBe(200);
    // The test clock stands still between requests: the newest is made a second later.
    t.clock.advance(1000);
    const active = (await create(uniqueEmail('active'))).json() as TInvitationRow;

    const after = await list();
    expect(after.counts).toEqual({
      total: before.total + 4,
      active: before.active + 1,
      used: before.used + 1,
      expired: before.expired + 1,
    });
    expect(after.total).toBe(after.counts.total);
    expect(after.items[0]!.id).toBe(active.id);
    const rowOf = (id: string) => after.items.find((item) => item.id === id)!;
    expect(rowOf(active.id)).toMatchObject({ state: 'active', canDeactivate: true });
    expect(rowOf(active.id).link).not.toBeNull();
    expect(rowOf(used.id)).toMatchObject({ state: 'used', link: null, canDeactivate: false });
    expect(rowOf(used.id).usedAt).not.toBeNull();
    expect(rowOf(expiredId)).toMatchObject({
      state: 'expired',
      link: null,
      canDeactivate: true,
      createdBy: null,
      emailDelivery: null,
    });
    expect(rowOf(deactivated.id)).toMatchObject({ state: 'deactivated', link: null, canDeactivate: false });

    const onlyUsed = await list('?state=used');
    expect(onlyUsed.items.every((item) => item.state === 'used')).toBe(true);
    expect(onlyUsed.items.map((item) => item.id)).toContain(used.id);
    expect(onlyUsed.total).toBe(after.counts.used);

    const secondPage = await list('?page=2&pageSize=2');
    expect(secondPage).toMatchObject({ page: 2, pageSize: 2 });
    expect(secondPage.items.map((item) => item.id)).toEqual(after.items.slice(2, 4).map((item) => item.id));
  });

  it('follows the e-mail: queued, retrying after a failed attempt, then sent', async () => {
    const created = (await create(uniqueEmail('delivery'))).json() as TInvitationRow;
    expect(created.emailDelivery).toBe('pending');
    const [{ mail_id: mailId } = { mail_id: '' }] = await queryRows<{ mail_id: string }>(
      db,
      sql`select mail_id from invitations where id = ${created.id}`,
    );
    // What the mail job records after a failed send, then after a successful one (jobs/mail-delivery.ts).
    const retryAt = new Date(t.clock.now().getTime() + 10_000);
    await markMailAttemptFailed(db, mailId, { error: 'connection refused', nextAttemptAt: retryAt });
    expect((await getOne(created.id)).emailDelivery).toBe('retrying');
    await markMailSent(db, mailId, t.clock.now());
    expect((await getOne(created.id)).emailDelivery).toBe('sent');

    const gaveUp = (await create(uniqueEmail('undeliverable'))).json() as TInvitationRow;
    const [{ mail_id: lostId } = { mail_id: '' }] = await queryRows<{ mail_id: string }>(
      db,
      sql`select mail_id from invitations where id = ${gaveUp.id}`,
    );
    await markMailAttemptFailed(db, lostId, { error: 'mailbox unavailable', nextAttemptAt: null });
    expect((await getOne(gaveUp.id)).emailDelivery).toBe('failed');
  });

  it('deactivates only an active, unused invitation (an expired one too), with an audit row', async () => {
    const created = (await create(uniqueEmail('to-deactivate'))).json() as TInvitationRow;
    const response = await deactivate(created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: 'deactivated', link: null, canDeactivate: false });
    expect(await auditRows(created.id)).toEqual([
      expect.objectContaining({ action: 'invitation.create' }),
      {
        action: 'invitation.deactivate',
        actor_user_id: admin.id,
        before: { email: created.email, state: 'active' },
        after: { email: created.email, state: 'deactivated' },
      },
    ]);
    const twice = await deactivate(created.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'INVITATION_NOT_DEACTIVATABLE',
      message: INVITATIONS_MESSAGES.cannotDeactivate,
    });
    // A deactivated invitation's link no longer signs anyone up.
    const token = tokenOf(created);
    expect((await signUp(created.email, token)).json().error.message).toBe(MESSAGES.invitationExpired);

    const usedEmail = uniqueEmail('used-then-deactivate');
    const used = (await create(usedEmail)).json() as TInvitationRow;
    expect((await signUp(usedEmail, tokenOf(used))).statusCode).toBe(201);
    expect((await deactivate(used.id)).statusCode).toBe(409);

    const expiredToken = await testInvitation(uniqueEmail('expired-deactivate'), 1000);
    t.clock.advance(2000);
    const expired = await deactivate(await idOfToken(expiredToken));
    expect(expired.statusCode).toBe(200);

    const unknown = await deactivate(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(INVITATIONS_MESSAGES.notFound);
  });

  it('expires after 7 days by the clock: no link, refused at sign-up, the address free again', async () => {
    const email = uniqueEmail('seven-days');
    const created = (await create(email)).json() as TInvitationRow;
    const token = tokenOf(created);
    t.clock.advance(INVITATION_VALIDITY_MS - 1000);
    await signInAdminAgain();
    expect((await getOne(created.id)).state).toBe('active');
    t.clock.advance(1000);
    expect(await getOne(created.id)).toMatchObject({ state: 'expired', link: null, canDeactivate: true });
    const validate = await t.app.inject({ method: 'GET', url: `/api/invitations/validate?token=${token}` });
    expect(validate.statusCode).toBe(410);
    expect((await signUp(email, token)).statusCode).toBe(410);
    expect((await check(email)).json()).toEqual({ status: 'available', expiresAt: null });
  });

  it('makes exactly one account when two sign-ups use one invitation at once', async () => {
    const email = uniqueEmail('race');
    const created = (await create(email)).json() as TInvitationRow;
    const token = tokenOf(created);
    const answers = await Promise.all([signUp(email, token), signUp(email, token), signUp(email, token)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 410, 410]);
    const accounts = await queryRows<{ role: string }>(
      db,
      sql`select p.role from users u join profiles p on p.id = u.id where lower(u.email) = ${email}`,
    );
    expect(accounts).toEqual([{ role: 'wholesale_owner' }]);
    expect(await getOne(created.id)).toMatchObject({ state: 'used' });
  });

  it('refuses every administrator route to the signed-out (401) and to other roles (403)', async () => {
    const target = (await create(uniqueEmail('guarded'))).json() as TInvitationRow;
    const routes = [
      { method: 'GET' as const, url: '/api/admin/invitations' },
      { method: 'GET' as const, url: '/api/admin/invitations/email-check?email=a%40b.test' },
      { method: 'GET' as const, url: `/api/admin/invitations/${target.id}` },
      { method: 'POST' as const, url: '/api/admin/invitations', payload: { email: uniqueEmail('sneaky') } },
      { method: 'POST' as const, url: `/api/admin/invitations/${target.id}/deactivate` },
    ];
    const others = await Promise.all(
      (['customer', 'agent', 'wholesale_owner', 'wholesale_seller'] as const).map((role) =>
        signUpOperator(t, db, role),
      ),
    );
    for (const route of routes) {
      const anonymous = await t.app.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      for (const other of others) {
        const refused = await t.app.inject({ ...route, cookies: other.cookies });
        expect(refused.statusCode, `${route.method} ${route.url} as ${other.email}`).toBe(403);
        expect(refused.json().error.message).toBe(MESSAGES.noPermission);
      }
    }
    expect((await getOne(target.id)).state).toBe('active');
  });
});
