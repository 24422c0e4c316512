import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors';
import { isInvitationEmailMatch, signUpSchemaFor } from './invitation-rules';
import { ZSignUpRequest } from './auth';

const valid = { email: 'owner@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('invitation e-mail rule', () => {
  it('compares e-mails without case or surrounding spaces', () => {
    expect(isInvitationEmailMatch(' Owner@Example.com ', 'owner@example.com')).toBe(true);
    expect(isInvitationEmailMatch('other@example.com', 'owner@example.com')).toBe(false);
  });

  it('is ZSignUpRequest itself without an invitation', () => {
    expect(signUpSchemaFor(null)).toBe(ZSignUpRequest);
    expect(signUpSchemaFor(undefined).safeParse({ ...valid, email: 'anyone@example.com' }).success).toBe(true);
  });

  it("refuses an e-mail other than the invitation's", () => {
    const schema = signUpSchemaFor('owner@example.com');
    expect(schema.safeParse({ ...valid, email: 'OWNER@example.com' }).success).toBe(true);
    const result = schema.safeParse({ ...valid, email: 'someone@example.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: MESSAGES.invitationEmailMismatch }),
    ]);
  });

  it('keeps the sign-up rules', () => {
    const result = signUpSchemaFor('owner@example.com').safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.passwordsDoNotMatch]);
  });
});
