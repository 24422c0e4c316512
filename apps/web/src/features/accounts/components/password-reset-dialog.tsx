import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNTS_TEXTS } from '../texts';
import type { TAccountsPageModel } from '../use-accounts-page';

/** Names the address the reset e-mail goes to; Send is disabled for an account without one (3-admin.md section 5). */
export function PasswordResetDialog({ page }: { page: TAccountsPageModel }) {
  const T = useTexts(ACCOUNTS_TEXTS).passwordReset;
  const account = page.state.resettingPassword;
  return (
    <ConfirmDialog
      open={account !== null}
      testId="password-reset-dialog"
      texts={{ ...T, description: account?.email ? T.description(account.email) : T.noEmail }}
      sending={page.state.working?.kind === 'passwordReset'}
      busy={page.busy}
      confirmDisabled={!account?.email}
      onCancel={page.closePasswordReset}
      onConfirm={page.sendPasswordReset}
    />
  );
}
