import { hash, parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password';

/** Made by the previous hashPassword (scrypt, N = 16384, r = 8, p = 1, 64-byte key) for 'Legacy pass 1!'. */
const LEGACY_SCRYPT_HASH =
  'scrypt$vbiaoWkl0pquDE6xk6RuWA==$ddaCsZjM7Fhmh3ctSZEzoQV9y/wet70KNReEEtzNpw/nsqW0NKLgaU5AhpAPhiLAUvKYgoBxAMnd5sAmxxcvvA==';

/** PHC string: algorithm, version, parameters, 16-byte salt and 32-byte hash in unpadded base64. */
const CURRENT_PHC = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('hashPassword', () => {
  it('writes an argon2id PHC string that carries the OWASP parameters', async () => {
    const stored = await hashPassword('secret1');
    expect(stored).toMatch(CURRENT_PHC);
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1, saltLen: 16 });
  });

  it('salts every hash, and each one verifies', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same password', second)).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses any other for an argon2id hash', async () => {
    const stored = await hashPassword('pässwörd 🔑');
    expect(await verifyPassword('pässwörd 🔑', stored)).toBe(true);
    expect(await verifyPassword('passwörd 🔑', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('still accepts a legacy scrypt hash, with the right password only', async () => {
    expect(await verifyPassword('Legacy pass 1!', LEGACY_SCRYPT_HASH)).toBe(true);
    expect(await verifyPassword('Legacy pass 1?', LEGACY_SCRYPT_HASH)).toBe(false);
  });

  it('refuses malformed or unknown stored values instead of throwing', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$', 'scrypt$abc', 'bcrypt$x$y', '$argon2id$v=19$garbage']) {
      expect(await verifyPassword('secret1', stored)).toBe(false);
    }
  });
});

describe('needsRehash', () => {
  it('is false for a hash made at the current parameters', async () => {
    expect(needsRehash(await hashPassword('secret1'))).toBe(false);
  });

  it('is true for every legacy scrypt hash', () => {
    expect(needsRehash(LEGACY_SCRYPT_HASH)).toBe(true);
  });

  it('is true for an argon2 hash whose parameters differ from the current ones', async () => {
    const variants = [
      { memoryCost: 4_096 },
      { memoryCost: 65_536 },
      { timeCost: 1 },
      { timeCost: 3 },
      { parallelism: 2 },
      { outputLen: 16 },
      { algorithm: 1 as const }, // argon2i
      { version: 0 as const }, // v=16
    ];
    for (const change of variants) {
      const stored = await hash('secret1', { ...ARGON2_OPTIONS, ...change });
      expect(await verifyPassword('secret1', stored)).toBe(true);
      expect(needsRehash(stored), JSON.stringify(change)).toBe(true);
    }
  });

  it('is true for a value it cannot read', () => {
    expect(needsRehash('$argon2id$v=19$garbage')).toBe(true);
    expect(needsRehash('')).toBe(true);
  });
});

describe('verifyAgainstNothing', () => {
  it('is always false, whatever the password', async () => {
    expect(await verifyAgainstNothing('timing-equaliser')).toBe(false);
    expect(await verifyAgainstNothing('secret1')).toBe(false);
  });
});
