import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ADMIN_LICENCES_TEXTS as T } from '../texts';
import type { TAdminLicencesPage } from '../use-admin-licences-page';

const D = T.approveDialog;

/** Approve asks first: the licence and company by name, and what approving does. */
export function ApproveLicenceDialog({ page }: { page: TAdminLicencesPage }) {
  const { confirmingApproval, working } = page.state;
  const sending = working?.kind === 'approve';
  return (
    <Dialog open={confirmingApproval !== null} onOpenChange={(next) => (next ? undefined : page.cancelApprove())}>
      <DialogContent closeLabel={D.close} data-testid="approve-licence-dialog">
        <DialogHeader>
          <DialogTitle>{D.title}</DialogTitle>
          <DialogDescription>
            {confirmingApproval ? D.description(confirmingApproval.licence, confirmingApproval.name) : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={sending} onClick={page.cancelApprove}>
            {D.cancel}
          </Button>
          <Button type="button" disabled={working !== null} onClick={page.approve}>
            {sending ? D.working : D.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
