import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { MESSAGES } from '@tour/shared';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

describe.each(TEST_BACKENDS)('auth on %s', (backend) => {
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    close = handle.close;
    t = await createTestApp(handle.db, backend);
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  async function signUp(body: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
  }

  async function session(cookie: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { sid: cookie } });
    return response.json();
  }

  it('ignores a role sent at sign-up: the account is a customer', async () => {
    const email = uniqueEmail('role');
    const response = await signUp({ email, password: 'secret1', confirmPassword: 'secret1', role: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email, role: 'customer', username: email.split('@')[0] });
    const current = await session(sessionCookieOf(response));
    expect(current.user.role).toBe('customer');
  });

  it('gives the spec messages for bad sign-up input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: '', password: '', confirmPassword: '' }, MESSAGES.signUpRequired],
      [{ email: uniqueEmail(), password: 'abcdef', confirmPassword: 'abcdeg' }, MESSAGES.passwordsDoNotMatch],
      [{ email: uniqueEmail(), password: 'abc', confirmPassword: 'abc' }, MESSAGES.passwordTooShort],
    ];
    for (const [body, message] of cases) {
      const response = await signUp(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const email = uniqueEmail('twice');
    expect((await signUp({ email, password: 'secret1', confirmPassword: 'secret1' })).statusCode).toBe(201);
    const again = await signUp({ email: email.toUpperCase(), password: 'secret1', confirmPassword: 'secret1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('signs in with the right password only, and signs out', async () => {
    const email = uniqueEmail('signin');
    await signUp({ email, password: 'secret1', confirmPassword: 'secret1', displayName: 'Somchai' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'nope!!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(MESSAGES.invalidCredentials);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: '', password: '' },
    });
    expect(empty.json().error.message).toBe(MESSAGES.signInRequired);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'secret1' },
    });
    expect(ok.statusCode).toBe(200);
    const cookie = sessionCookieOf(ok);
    expect((await session(cookie)).user.username).toBe('Somchai');

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { sid: cookie } });
    expect(out.statusCode).toBe(204);
    expect((await session(cookie)).user).toBeNull();
  });

  it('ends a session after 15 minutes without activity, on the server', async () => {
    const response = await signUp({ email: uniqueEmail('idle'), password: 'secret1', confirmPassword: 'secret1' });
    const cookie = sessionCookieOf(response);
    t.clock.advance(14 * 60_000);
    const activity = await t.app.inject({ method: 'POST', url: '/api/auth/activity', cookies: { sid: cookie } });
    expect(activity.statusCode).toBe(200);
    expect(new Date(activity.json().idleExpiresAt).getTime()).toBe(t.clock.now().getTime() + 15 * 60_000);

    t.clock.advance(14 * 60_000);
    expect((await session(cookie)).user).not.toBeNull();
    t.clock.advance(61_000);
    expect((await session(cookie)).user).toBeNull();
    const late = await t.app.inject({ method: 'POST', url: '/api/auth/activity', cookies: { sid: cookie } });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('SESSION_EXPIRED');
    // Another tab may have signed in since: the answer leaves the browser's cookie alone.
    expect(late.headers['set-cookie']).toBeUndefined();
  });
});
