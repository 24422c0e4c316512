import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNTS_TEXTS } from '../texts';
import type { TAccountsPageModel } from '../use-accounts-page';
import { displayNameOf } from './account-name';

/** Deactivation is confirmed first, with an optional reason for the audit log; the password dialog covers it when asked. */
export function DeactivateDialog({ page }: { page: TAccountsPageModel }) {
  const T = useTexts(ACCOUNTS_TEXTS).deactivate;
  const deactivating = page.state.deactivating;
  const sending = page.state.working?.kind === 'deactivate';
  const open = deactivating !== null && page.state.reauth === null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : page.closeDeactivate())}>
      <DialogContent closeLabel={T.close} data-testid="deactivate-dialog">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            page.deactivate();
          }}
        >
          <DialogHeader>
            <DialogTitle>{deactivating ? T.title(displayNameOf(deactivating.account)) : null}</DialogTitle>
            <DialogDescription>{T.description}</DialogDescription>
          </DialogHeader>
          {deactivating?.account.role === 'admin' ? <Alert>{T.adminNote}</Alert> : null}
          <FormField id="deactivate-reason" label={T.reasonLabel} hint={T.reasonHint}>
            <Textarea
              id="deactivate-reason"
              rows={3}
              maxLength={500}
              placeholder={T.reasonPlaceholder}
              value={deactivating?.reason ?? ''}
              disabled={sending}
              aria-describedby="deactivate-reason-hint"
              onChange={(event) => page.editDeactivateReason(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sending} onClick={page.closeDeactivate}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={page.busy}>
              {sending ? T.working : T.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
