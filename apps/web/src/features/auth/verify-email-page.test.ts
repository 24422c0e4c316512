import { describe, expect, it } from 'vitest';
import { readVerificationToken } from './verify-email-page';

describe('readVerificationToken', () => {
  it('reads the token from the link fragment', () => {
    expect(readVerificationToken('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(readVerificationToken('token=abc')).toBe('abc');
  });

  it('gives null for a fragment without a token', () => {
    expect(readVerificationToken('')).toBeNull();
    expect(readVerificationToken('#token=')).toBeNull();
    expect(readVerificationToken('#access_token=abc')).toBeNull();
  });
});
