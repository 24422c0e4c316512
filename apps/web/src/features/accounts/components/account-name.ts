import { shortUserId, type TAccountRow } from '@tour/shared';

/** How an account is named in labels and dialogs: its username, else its e-mail, else its short id. */
export function displayNameOf(account: Pick<TAccountRow, 'id' | 'username' | 'email'>): string {
  return account.username.trim() || account.email || shortUserId(account.id);
}
