/** Company registration still imports the token helpers from here; they live in `secret-tokens.ts`. */
export { createSecretToken, hashToken } from '../../secret-tokens';
