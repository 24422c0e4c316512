import type { TAuthMessages } from './texts';

/** What a password-reset link put in the URL hash. */
export type TAuthHash = { kind: 'none' } | { kind: 'recovery'; token: string } | { kind: 'error'; message: string };

/**
 * Reads `#access_token=…&type=recovery` and `#error_code=…&error_description=…` (1-traveller.md, /auth).
 * otp_expired has its own message; other errors show the decoded description or a fallback.
 */
export function parseAuthHash(
  hash: string,
  messages: Pick<TAuthMessages, 'resetLinkExpired' | 'resetLinkInvalid' | 'authErrorFallback'>,
): TAuthHash {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return { kind: 'none' };
  const params = new URLSearchParams(raw);
  const errorCode = params.get('error_code');
  const error = params.get('error');
  if (errorCode || error) {
    if (errorCode === 'otp_expired') return { kind: 'error', message: messages.resetLinkExpired };
    const description = params.get('error_description')?.trim();
    return { kind: 'error', message: description || messages.authErrorFallback };
  }
  if (params.get('type') === 'recovery') {
    const token = params.get('access_token')?.trim();
    return token ? { kind: 'recovery', token } : { kind: 'error', message: messages.resetLinkInvalid };
  }
  return { kind: 'none' };
}
