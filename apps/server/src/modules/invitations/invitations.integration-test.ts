import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitations, type TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { MESSAGES } from '@tour/shared';
import { createTestApp, uniqueEmail, type TTestApp } from '../../testing/test-app';

describe.each(TEST_BACKENDS)('invitation sign-up on %s', (backend) => {
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

  async function invite(email: string, expiresInMs = 7 * 24 * 3600_000) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/invitations',
      payload: { email, expiresInMs },
    });
    return response.json().token as string;
  }

  const validate = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/validate?token=${token}` });
  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });

  it('takes the role from a valid invitation and marks it used in the same step', async () => {
    const email = uniqueEmail('owner');
    const token = await invite(email);
    const check = await validate(token);
    expect(check.json()).toMatchObject({ email, role: 'wholesale_owner', isValid: true });

    const response = await signUp({
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
      invitationToken: token,
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('wholesale_owner');

    const [row] = await db.select().from(invitations).where(eq(invitations.email, email));
    expect(row!.usedAt).not.toBeNull();
    expect(row!.usedBy).toBe(response.json().user.id);

    const again = await validate(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(MESSAGES.invitationExpired);
  });

  it('refuses an e-mail other than the invited one and writes nothing', async () => {
    const token = await invite(uniqueEmail('invited'));
    const other = uniqueEmail('other');
    const response = await signUp({
      email: other,
      password: 'secret1',
      confirmPassword: 'secret1',
      invitationToken: token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.invitationEmailMismatch);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: other, password: 'secret1' },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await validate(token)).statusCode).toBe(200);
  });

  it('gives the spec messages for expired and unknown invitations', async () => {
    const email = uniqueEmail('late');
    const token = await invite(email, 60_000);
    t.clock.advance(61_000);
    const expired = await validate(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(MESSAGES.invitationExpired);
    const signUpExpired = await signUp({
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
      invitationToken: token,
    });
    expect(signUpExpired.json().error.message).toBe(MESSAGES.invitationExpired);

    const unknown = await validate('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(MESSAGES.invitationInvalid);
  });
});
