import { paths } from '@tour/shared';

/** Where the auth page sends the user after sign-in: only paths of this site, never another origin. */
export function sanitizeReturnTo(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const auth = paths.auth.pattern;
  if (value === auth || value.startsWith(`${auth}?`) || value.startsWith(`${auth}#`)) return null;
  return value;
}

/** Reads the return path from ?redirect= (or ?returnTo=). */
export function readReturnTo(search: URLSearchParams): string | null {
  return sanitizeReturnTo(search.get('redirect') ?? search.get('returnTo'));
}

/** /auth with the page to come back to after sign-in. */
export function authPath(returnTo?: string | null): string {
  const safe = sanitizeReturnTo(returnTo);
  return safe && safe !== paths.home.pattern ? paths.auth.href({ redirect: safe }) : paths.auth.href();
}
