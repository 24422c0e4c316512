import { describe, expect, it } from 'vitest';
import { createInvitationTokenBox } from './invitation-token-box';

describe('the invitation token box', () => {
  const box = createInvitationTokenBox('a development secret of some length');

  it('opens what it sealed, with a fresh nonce each time', () => {
    const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLW9mLTQzLWNoYXJhY3RlcnM';
    const first = box.seal(token);
    const second = box.seal(token);
    expect(first).not.toBe(second);
    expect(first).not.toContain(token);
    expect(first.startsWith('v1.')).toBe(true);
    expect(box.open(first)).toBe(token);
    expect(box.open(second)).toBe(token);
  });

  it('refuses a text sealed under another secret, altered, or not its own', () => {
    const sealed = box.seal('token');
    expect(createInvitationTokenBox('another secret entirely, 16+').open(sealed)).toBeNull();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = `${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open(`v2.${iv}.${tag}.${ciphertext}`)).toBeNull();
    expect(box.open('not sealed at all')).toBeNull();
  });
});
