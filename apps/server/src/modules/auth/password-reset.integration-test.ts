import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { MESSAGES, RESET_TOKEN_TTL_MS } from '@tour/shared';
import { listMailbox } from '../../adapters/mail/mail-outbox';
import { queryRows } from '../../db';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';
import type { TDb } from '@tour/db';

describe.each(TEST_BACKENDS)('password reset on %s', (backend) => {
  let close: () => Promise<void>;
  let db: TDb;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    close = handle.close;
    db = handle.db;
    t = await createTestApp(db, backend);
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  async function requestResetLink(email: string) {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(response.statusCode).toBe(202);
    const mail = (await listMailbox(db)).find(
      (m) => m.to === email && m.subject === 'Reset your password for Wanderway',
    );
    expect(mail).toBeDefined();
    const token = /#access_token=([\w-]+)&type=recovery/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it('resets the password from the e-mailed link and ends every session', async () => {
    const email = uniqueEmail('reset');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'oldpass', confirmPassword: 'oldpass' },
    });
    const cookie = sessionCookieOf(signUp);
    const token = await requestResetLink(email);

    const check = await t.app.inject({ method: 'POST', url: '/api/auth/recovery', payload: { token } });
    expect(check.json()).toEqual({ email });

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'newpass', confirmPassword: 'other1' },
    });
    expect(mismatch.json().error.message).toBe(MESSAGES.passwordsDoNotMatch);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'newpass', confirmPassword: 'newpass' },
    });
    expect(reset.statusCode).toBe(204);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { sid: cookie } });
    expect(old.json().user).toBeNull();

    const signInOld = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'oldpass' },
    });
    expect(signInOld.statusCode).toBe(401);
    const signInNew = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'newpass' },
    });
    expect(signInNew.statusCode).toBe(200);

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'again12', confirmPassword: 'again12' },
    });
    expect(reuse.json().error.message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('gives the expired message for an old link and the invalid message for an unknown one', async () => {
    const email = uniqueEmail('expired');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret1', confirmPassword: 'secret1' },
    });
    const token = await requestResetLink(email);
    t.clock.advance(RESET_TOKEN_TTL_MS + 1000);
    const expired = await t.app.inject({ method: 'POST', url: '/api/auth/recovery', payload: { token } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(MESSAGES.resetLinkExpired);

    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/recovery', payload: { token: 'made-up' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('writes the e-mail in the account’s language, else in the request’s', async () => {
    const signUp = async (email: string, headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'secret1', confirmPassword: 'secret1' },
        headers,
      });
      expect(response.statusCode).toBe(201);
      return response.json().user.id as string;
    };
    const forgot = (email: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
    const resetMailTo = async (email: string) => {
      const mails = (await listMailbox(db)).filter((m) => m.to === email && m.text.includes('access_token='));
      expect(mails).toHaveLength(1);
      return mails[0]!;
    };

    const thai = uniqueEmail('thai-reset');
    await signUp(thai, { 'accept-language': 'th' });
    expect((await forgot(thai, { 'accept-language': 'en' })).statusCode).toBe(202);
    const thaiMail = await resetMailTo(thai);
    expect(thaiMail.subject).toBe('รีเซ็ตรหัสผ่านของคุณสำหรับ Wanderway');
    expect(thaiMail.text).toContain('เราได้รับคำขอรีเซ็ตรหัสผ่าน Wanderway ของคุณ');
    expect(thaiMail.html).toContain('<html lang="th">');

    const unchosen = uniqueEmail('unchosen-reset');
    const userId = await signUp(unchosen, {});
    await queryRows(db, sql`update profiles set language = null where id = ${userId}`);
    await forgot(unchosen, { 'accept-language': 'th-TH' });
    expect((await resetMailTo(unchosen)).subject).toBe('รีเซ็ตรหัสผ่านของคุณสำหรับ Wanderway');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await listMailbox(db)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail('nobody') },
    });
    expect(response.statusCode).toBe(202);
    expect((await listMailbox(db)).length).toBe(before);
  });
});
