import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailVerificationTokens, mailOutbox, users, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { EMAIL_VERIFICATION_MAILS_PER_HOUR, EMAIL_VERIFICATION_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_BACKENDS)('e-mail confirmation on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  async function signUp(email: string, extra: Record<string, unknown> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret1', confirmPassword: 'secret1', ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { userId: response.json().user.id as string, cookie: sessionCookieOf(response) };
  }

  /** A fresh session (an idle one ends after 15 minutes, and these tests move the clock by hours). */
  async function signIn(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'secret1' },
    });
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response);
  }

  /** The confirmation e-mails sent to `email`, oldest first, with the token of each link. */
  async function confirmationMails(email: string) {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(mailOutbox.createdAt);
    return rows
      .filter((row) => row.kind === 'email_verification')
      .map((row) => {
        const token = /\/auth\/verify-email#token=([\w-]+)/.exec(row.textBody)?.[1];
        if (!token) throw new Error(`no confirmation link in: ${row.textBody}`);
        return { subject: row.subject, text: row.textBody, html: row.htmlBody ?? '', token };
      });
  }

  async function latestToken(email: string) {
    const mails = await confirmationMails(email);
    return mails[mails.length - 1]!.token;
  }

  function verify(token: string, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      cookies: cookie ? { sid: cookie } : {},
    });
  }

  function resend(cookie: string) {
    return t.app.inject({ method: 'POST', url: '/api/auth/email-verification/resend', cookies: { sid: cookie } });
  }

  async function profile(cookie: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/profile', cookies: { sid: cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as { emailVerifiedAt: string | null };
  }

  it('sends one confirmation e-mail with a single-use link at sign-up; the link verifies the address once', async () => {
    const email = uniqueEmail('confirm');
    const { cookie, userId } = await signUp(email);
    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome to Wanderway: please confirm your e-mail address');
    expect(mails[0]!.text).toContain(`http://localhost:3000/auth/verify-email#token=${mails[0]!.token}`);
    expect(mails[0]!.html).toContain('Confirm your e-mail address');
    expect((await profile(cookie)).emailVerifiedAt).toBeNull();

    // Only the token's hash is stored, valid for 48 hours from sign-up.
    const [stored] = await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    expect(stored!.tokenHash).not.toBe(mails[0]!.token);
    expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBe(48 * HOUR_MS);

    // Any browser, signed in or not, can open the link.
    t.clock.advance(60_000);
    const first = await verify(mails[0]!.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'verified', email });
    expect((await profile(cookie)).emailVerifiedAt).toBe(t.clock.now().toISOString());

    // The same link again: the address is already verified, and the first time stands.
    const verifiedAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    const again = await verify(mails[0]!.token, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already_verified', email });
    expect((await profile(cookie)).emailVerifiedAt).toBe(verifiedAt);

    const resent = await resend(cookie);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().error.message).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  });

  it('refuses a link after 48 hours, and verifies with a resent one', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    const token = await latestToken(email);

    t.clock.advance(48 * HOUR_MS);
    const cookie = await signIn(email);
    const late = await verify(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toMatchObject({
      code: 'EMAIL_LINK_EXPIRED',
      message: EMAIL_VERIFICATION_MESSAGES.linkExpired,
    });
    expect((await profile(cookie)).emailVerifiedAt).toBeNull();

    const resent = await resend(cookie);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ email, message: EMAIL_VERIFICATION_MESSAGES.resent(email) });
    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Confirm your e-mail address for Wanderway');
    expect((await verify(mails[1]!.token)).json()).toEqual({ status: 'verified', email });
  });

  it('confirms in the language of the sign-up, and resends in the profile’s, else the request’s', async () => {
    const email = uniqueEmail('thai');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret1', confirmPassword: 'secret1', displayName: 'Somchai' },
      headers: { 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [welcome] = await confirmationMails(email);
    expect(welcome!.subject).toBe('ยินดีต้อนรับสู่ Wanderway: โปรดยืนยันอีเมลของคุณ');
    expect(welcome!.text).toContain('เรียน คุณSomchai\n\nสร้างบัญชี Wanderway ของคุณเรียบร้อยแล้ว');
    expect(welcome!.html).toContain('<html lang="th">');

    // The profile kept Thai: a resend from an English page is still in Thai.
    const cookie = sessionCookieOf(response);
    t.clock.advance(1000);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-verification/resend',
      cookies: { sid: cookie, lang: 'en' },
    });
    expect(resent.statusCode).toBe(202);
    expect((await confirmationMails(email))[1]!.subject).toBe('ยืนยันอีเมลของคุณสำหรับ Wanderway');

    // An account that never chose a language gets the request's.
    const other = uniqueEmail('unchosen');
    const { userId, cookie: otherCookie } = await signUp(other);
    await queryRows(db, sql`update profiles set language = null where id = ${userId}`);
    t.clock.advance(1000);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-verification/resend',
      cookies: { sid: otherCookie, lang: 'th' },
    });
    const [english, thai] = await confirmationMails(other);
    expect(english!.subject).toBe('Welcome to Wanderway: please confirm your e-mail address');
    expect(thai!.subject).toBe('ยืนยันอีเมลของคุณสำหรับ Wanderway');
    expect(thai!.html).toContain('<html lang="th">');
  });

  it('a link is still good one millisecond before 48 hours', async () => {
    const email = uniqueEmail('edge');
    await signUp(email);
    t.clock.advance(48 * HOUR_MS - 1);
    expect((await verify(await latestToken(email))).json()).toEqual({ status: 'verified', email });
  });

  it('a resend ends every earlier link, and is limited per account and hour', async () => {
    const email = uniqueEmail('resend');
    const { cookie } = await signUp(email);
    const original = await latestToken(email);

    for (let sent = 1; sent < EMAIL_VERIFICATION_MAILS_PER_HOUR; sent += 1) {
      t.clock.advance(1000);
      expect((await resend(cookie)).statusCode).toBe(202);
    }
    const tooMany = await resend(cookie);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: EMAIL_VERIFICATION_MESSAGES.tooManyResends,
    });
    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(EMAIL_VERIFICATION_MAILS_PER_HOUR);

    // Every link but the newest is dead: it neither verifies nor reveals anything new.
    for (const mail of mails.slice(0, -1)) {
      const old = await verify(mail.token);
      expect(old.statusCode).toBe(410);
      expect(old.json().error.code).toBe('EMAIL_LINK_EXPIRED');
    }
    expect(original).toBe(mails[0]!.token);
    expect((await profile(cookie)).emailVerifiedAt).toBeNull();

    t.clock.advance(HOUR_MS);
    expect((await resend(await signIn(email))).statusCode).toBe(202);
    expect((await verify(await latestToken(email))).json()).toEqual({ status: 'verified', email });
    // Once verified, even a dead earlier link says so.
    expect((await verify(original)).json()).toEqual({ status: 'already_verified', email });
  });

  it('parallel resends cannot pass the hourly limit', async () => {
    const email = uniqueEmail('burst');
    const { cookie } = await signUp(email);
    const results = await Promise.all(Array.from({ length: 8 }, () => resend(cookie)));
    const accepted = results.filter((response) => response.statusCode === 202).length;
    expect(results.every((response) => [202, 429].includes(response.statusCode))).toBe(true);
    expect(accepted).toBe(EMAIL_VERIFICATION_MAILS_PER_HOUR - 1);
    expect(await confirmationMails(email)).toHaveLength(EMAIL_VERIFICATION_MAILS_PER_HOUR);
  });

  it('answers an unknown or malformed link with a clear 400', async () => {
    const unknown = await verify('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'EMAIL_LINK_INVALID',
      message: EMAIL_VERIFICATION_MESSAGES.linkInvalid,
    });
    const empty = await verify('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/email-verification/resend' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an unverified account signs in and books', async () => {
    const email = uniqueEmail('unverified');
    await signUp(email);
    const cookies = { sid: await signIn(email) };
    expect((await profile(cookies.sid)).emailVerifiedAt).toBeNull();

    const { tourDateId } = await insertTestDeparture(db, { spots: 5 });
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      cookies,
      payload: { tourDateId, guests: 2 },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const contact = { fullName: 'Ada Traveller', email, phone: '+66 81 234 5678', cardholderName: 'ADA T' };
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies,
      payload: { sessionId: hold.json().id, paymentMethodType: 'card', customerInfo: contact },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-card',
      cookies,
      payload: {
        paymentIntentId: intent.json().paymentIntentId,
        clientSecret: intent.json().clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      },
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const bookings = await t.app.inject({ method: 'GET', url: '/api/account/bookings', cookies });
    expect(bookings.json().bookings).toHaveLength(1);
  });

  it('writes the account and its confirmation e-mail together, or neither', async () => {
    const email = uniqueEmail('atomic');
    // A second sign-up for the same address fails inside the transaction: no second token, no second mail.
    await signUp(email);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(again.statusCode).toBe(409);
    expect(await confirmationMails(email)).toHaveLength(1);

    // An outbox that refuses the mail takes the account down with it.
    const blocked = uniqueEmail('blocked');
    await queryRows(
      db,
      sql.raw(`alter table mail_outbox add constraint mail_outbox_block_test check (to_address <> '${blocked}')`),
    );
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: blocked, password: 'secret1', confirmPassword: 'secret1' },
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await queryRows(db, sql.raw('alter table mail_outbox drop constraint mail_outbox_block_test'));
    }
    expect(await db.select().from(users).where(eq(users.email, blocked))).toHaveLength(0);
    const tokens = await queryRows(
      db,
      sql`select t.token_hash from email_verification_tokens t join users u on u.id = t.user_id where u.email = ${blocked}`,
    );
    expect(tokens).toHaveLength(0);
  });
});
