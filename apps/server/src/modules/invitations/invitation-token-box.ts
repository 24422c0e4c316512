import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keeps an invitation token encrypted (AES-256-GCM) so Copy link can show the link again, while the
 * database alone cannot use an invitation (DESIGN decision 32): the key is derived from APP_SECRET, which
 * never enters the database. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), the version naming the key
 * derivation, so a later scheme can sit beside it.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'invitation-token', 'aes-256-gcm key v1', 32));
}

export type TInvitationTokenBox = {
  seal(token: string): string;
  /** The token, or null when the text was sealed under another secret (APP_SECRET changed) or altered. */
  open(sealed: string): string | null;
};

export function createInvitationTokenBox(secret: string): TInvitationTokenBox {
  const key = keyFrom(secret);
  return {
    seal(token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !ciphertext) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch (error) {
        // GCM refuses a text sealed under another key or altered: that is the answer, not a fault.
        if (error instanceof Error && /unable to authenticate|auth/i.test(error.message)) return null;
        throw error;
      }
    },
  };
}
