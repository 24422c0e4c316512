import { randomBytes, scryptSync } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { type TDb, users } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { MESSAGES } from '@tour/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from '../../adapters/mail/mail-outbox';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';
import { upgradePasswordHash } from './auth.repository';
import { ARGON2_OPTIONS, needsRehash, verifyPassword } from './password';

/** The hash format before argon2id, reproduced here: scrypt N = 16384, r = 8, p = 1, 64-byte key. */
function legacyScryptHash(plain: string) {
  const salt = randomBytes(16);
  const key = scryptSync(plain, salt, 64, { N: 16_384, r: 8, p: 1 });
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

const CURRENT_PHC = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe.each(TEST_BACKENDS)('password hashing on %s', (backend) => {
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

  async function signUp(email: string, password: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password, confirmPassword: password },
    });
    expect(response.statusCode).toBe(201);
  }

  function signIn(email: string, password: string) {
    return t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  }

  async function storedHash(email: string) {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
    return row!.passwordHash;
  }

  async function setStoredHash(email: string, passwordHash: string) {
    await db.update(users).set({ passwordHash }).where(eq(users.email, email));
    expect(await storedHash(email)).toBe(passwordHash);
  }

  async function sessionEmail(response: Awaited<ReturnType<typeof signIn>>) {
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { sid: sessionCookieOf(response) },
    });
    return session.json().user?.email as string | undefined;
  }

  it('stores argon2id with its parameters at sign-up and at password reset', async () => {
    const email = uniqueEmail('argon');
    await signUp(email, 'first-pass');
    const atSignUp = await storedHash(email);
    expect(atSignUp).toMatch(CURRENT_PHC);
    expect(await verifyPassword('first-pass', atSignUp)).toBe(true);

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mail = (await listMailbox(db)).find(
      (m) => m.to === email && m.subject === 'Reset your password for Wanderway',
    );
    const token = /#access_token=([\w-]+)&type=recovery/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'second-pass', confirmPassword: 'second-pass' },
    });
    expect(reset.statusCode).toBe(204);
    const atReset = await storedHash(email);
    expect(atReset).toMatch(CURRENT_PHC);
    expect(atReset).not.toBe(atSignUp);
    expect(await verifyPassword('second-pass', atReset)).toBe(true);
  });

  it('signs in a user with a legacy scrypt hash and upgrades it to argon2id; a wrong password changes nothing', async () => {
    const email = uniqueEmail('legacy');
    await signUp(email, 'placeholder');
    const legacy = legacyScryptHash('Old-pass 1');
    await setStoredHash(email, legacy);

    const wrong = await signIn(email, 'Old-pass 2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
    expect(await storedHash(email)).toBe(legacy);

    const first = await signIn(email, 'Old-pass 1');
    expect(first.statusCode).toBe(200);
    expect(await sessionEmail(first)).toBe(email);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(CURRENT_PHC);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await verifyPassword('Old-pass 1', upgraded)).toBe(true);

    const again = await signIn(email, 'Old-pass 1');
    expect(again.statusCode).toBe(200);
    expect(await sessionEmail(again)).toBe(email);
    expect(await storedHash(email)).toBe(upgraded); // current hashes are not rewritten at every sign-in

    const wrongAfter = await signIn(email, 'Old-pass 2');
    expect(wrongAfter.statusCode).toBe(401);
    expect(await storedHash(email)).toBe(upgraded);
  });

  it('upgrades an argon2id hash made with weaker parameters at the next sign-in', async () => {
    const email = uniqueEmail('weak');
    await signUp(email, 'placeholder');
    const weak = await hash('Weak-pass 1', { ...ARGON2_OPTIONS, memoryCost: 4_096, timeCost: 1 });
    await setStoredHash(email, weak);

    const response = await signIn(email, 'Weak-pass 1');
    expect(response.statusCode).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(CURRENT_PHC);
    expect(await verifyPassword('Weak-pass 1', upgraded)).toBe(true);
  });

  it('never overwrites a hash that changed after it was verified', async () => {
    const email = uniqueEmail('race');
    await signUp(email, 'placeholder');
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const verifiedHash = legacyScryptHash('before-reset');
    const resetHash = legacyScryptHash('after-reset');
    await setStoredHash(email, resetHash);

    const replaced = await upgradePasswordHash(db, { userId: user!.id, verifiedHash, upgradedHash: 'upgraded' });
    expect(replaced).toBe(false);
    expect(await storedHash(email)).toBe(resetHash);

    const current = await upgradePasswordHash(db, {
      userId: user!.id,
      verifiedHash: resetHash,
      upgradedHash: 'upgraded',
    });
    expect(current).toBe(true);
    expect(await storedHash(email)).toBe('upgraded');
  });

  it('refuses an unknown e-mail with the same message', async () => {
    const response = await signIn(uniqueEmail('nobody'), 'any-pass');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
  });
});
