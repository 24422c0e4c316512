import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTexts } from '../../../lib/i18n/texts';
import type { TPendingToursPage } from '../use-pending-tours-page';
import { PENDING_TOURS_TEXTS } from '../texts';

/** Approving publishes the tour at once, so it is confirmed first; cancelling changes nothing. */
export function ApproveConfirmDialog({ page }: { page: TPendingToursPage }) {
  const T = useTexts(PENDING_TOURS_TEXTS);
  const { approval, working } = page.state;
  return (
    <ConfirmDialog
      open={approval !== null}
      testId="approve-confirm"
      texts={{
        ...T.approveDialog,
        description: T.approveDialog.description(approval?.title ?? ''),
        cancel: T.cancel,
        close: T.dialog.close,
      }}
      sending={working?.kind === 'approve'}
      busy={working !== null}
      onCancel={page.cancelApproval}
      onConfirm={page.approve}
    />
  );
}
