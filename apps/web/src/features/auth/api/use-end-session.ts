/** Signing the user out (or ending an expired session), for other features (the account page's Sign Out). */
export { useEndSession } from '../use-end-session';
