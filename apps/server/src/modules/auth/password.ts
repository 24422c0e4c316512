import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1 };

function deriveKey(plain: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain, salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(plain, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await deriveKey(plain, Buffer.from(saltText, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Spends the same time as a real check so that unknown e-mails cannot be told apart by timing. */
const DUMMY_HASH = hashPassword('timing-equaliser');
export async function verifyAgainstNothing(plain: string): Promise<false> {
  await verifyPassword(plain, await DUMMY_HASH);
  return false;
}
