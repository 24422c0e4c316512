import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ACCOUNTS_TEXTS } from '../texts';
import type { TAccountsPageModel } from '../use-accounts-page';

const T = ACCOUNTS_TEXTS.passwordReset;

/** Names the address the reset e-mail goes to; Send is disabled for an account without one (3-admin.md section 5). */
export function PasswordResetDialog({ page }: { page: TAccountsPageModel }) {
  const account = page.state.resettingPassword;
  const sending = page.state.working?.kind === 'passwordReset';
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : page.closePasswordReset())}>
      <DialogContent closeLabel={T.close} data-testid="password-reset-dialog">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{account?.email ? T.description(account.email) : T.noEmail}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={sending} onClick={page.closePasswordReset}>
            {T.cancel}
          </Button>
          <Button type="button" disabled={!account?.email || page.busy} onClick={page.sendPasswordReset}>
            {sending ? T.working : T.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
