import { describe, expect, it } from 'vitest';
import { authPath, readReturnTo, sanitizeReturnTo } from '../../lib/auth-paths';
import { parseAuthHash as parse } from './auth-hash';
import { AUTH_TEXTS } from './texts';

const parseAuthHash = (hash: string) => parse(hash, AUTH_TEXTS.en.messages);

describe('parseAuthHash', () => {
  it('finds a recovery token', () => {
    expect(parseAuthHash('#access_token=abc123&refresh_token=r&type=recovery')).toEqual({
      kind: 'recovery',
      token: 'abc123',
    });
  });

  it('ignores an empty or unrelated hash', () => {
    expect(parseAuthHash('')).toEqual({ kind: 'none' });
    expect(parseAuthHash('#tours')).toEqual({ kind: 'none' });
    expect(parseAuthHash('#access_token=abc')).toEqual({ kind: 'none' });
  });

  it('treats a recovery link without a token as invalid', () => {
    expect(parseAuthHash('#type=recovery')).toEqual({
      kind: 'error',
      message: AUTH_TEXTS.en.messages.resetLinkInvalid,
    });
  });

  it('gives the expired message for otp_expired', () => {
    expect(
      parseAuthHash('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid'),
    ).toEqual({
      kind: 'error',
      message: 'The password reset link has expired. Please request a new password reset.',
    });
  });

  it('decodes other error descriptions, with a fallback', () => {
    expect(parseAuthHash('#error_code=bad_jwt&error_description=Token%20is%20malformed')).toEqual({
      kind: 'error',
      message: 'Token is malformed',
    });
    expect(parseAuthHash('#error_code=bad_jwt&error_description=Some+words+here')).toEqual({
      kind: 'error',
      message: 'Some words here',
    });
    expect(parseAuthHash('#error_code=bad_jwt')).toEqual({ kind: 'error', message: 'Authentication error occurred' });
  });
});

describe('return paths', () => {
  it('keeps only paths on this site', () => {
    expect(sanitizeReturnTo('/account')).toBe('/account');
    expect(sanitizeReturnTo('/tours/x/book?dateId=1&guests=2')).toBe('/tours/x/book?dateId=1&guests=2');
    expect(sanitizeReturnTo('https://evil.example')).toBeNull();
    expect(sanitizeReturnTo('//evil.example')).toBeNull();
    expect(sanitizeReturnTo('/\\evil.example')).toBeNull();
    expect(sanitizeReturnTo('/auth?redirect=/x')).toBeNull();
    expect(sanitizeReturnTo(null)).toBeNull();
  });

  it('reads redirect or returnTo and builds the auth link', () => {
    expect(readReturnTo(new URLSearchParams('redirect=%2Faccount'))).toBe('/account');
    expect(readReturnTo(new URLSearchParams('returnTo=/account'))).toBe('/account');
    expect(authPath('/tours/x/book?dateId=1')).toBe('/auth?redirect=%2Ftours%2Fx%2Fbook%3FdateId%3D1');
    expect(authPath('/')).toBe('/auth');
    expect(authPath(null)).toBe('/auth');
  });
});
