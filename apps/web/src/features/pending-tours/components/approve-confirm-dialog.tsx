import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { TPendingToursPage } from '../use-pending-tours-page';
import { PENDING_TOURS_TEXTS as T } from '../texts';

/** Approving publishes the tour at once, so it is confirmed first; cancelling changes nothing. */
export function ApproveConfirmDialog({ page }: { page: TPendingToursPage }) {
  const { approval, working } = page.state;
  const approving = working?.kind === 'approve';
  return (
    <Dialog open={approval !== null} onOpenChange={(open) => (open ? undefined : page.cancelApproval())}>
      <DialogContent closeLabel={T.dialog.close} data-testid="approve-confirm">
        <DialogHeader>
          <DialogTitle>{T.approveDialog.title}</DialogTitle>
          <DialogDescription>{T.approveDialog.description(approval?.title ?? '')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={approving} onClick={page.cancelApproval}>
            {T.cancel}
          </Button>
          <Button type="button" disabled={working !== null} onClick={page.approve}>
            {approving ? T.approveDialog.working : T.approveDialog.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
