import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH, adminPasswordWeakness } from './admin-password';

const CONTEXT = ['ops@wanderway.example', 'ops', 'Operations', 'Wanderway'];

describe('an administrator password', () => {
  it('is refused under 12 characters, however random', () => {
    expect(adminPasswordWeakness('x7#Qp!2vL9z', CONTEXT)).toBe(
      `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`,
    );
  });

  it('is refused over the length re-authentication accepts', () => {
    expect(adminPasswordWeakness('plum '.repeat(41), CONTEXT)).toBe(
      `The password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long.`,
    );
  });

  it('is refused when long but guessable: a common password, a keyboard walk, the product or the account', () => {
    for (const password of ['password1234', 'qwertyuiop123', 'Wanderway2026!', 'ops@wanderway.example1']) {
      expect(adminPasswordWeakness(password, CONTEXT), password).toMatch(/^The password is too easy to guess\./);
    }
  });

  it('says why and what to do instead', () => {
    const weakness = adminPasswordWeakness('password1234', CONTEXT);
    expect(weakness).toContain('similar to a commonly used password');
    expect(weakness).toContain('A few unrelated words together make a strong one.');
  });

  it('is accepted when long and hard to guess', () => {
    expect(adminPasswordWeakness('correct horse battery staple', CONTEXT)).toBeNull();
    expect(adminPasswordWeakness('t8#Vq2!mZr4@kL', CONTEXT)).toBeNull();
  });
});
