import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_LICENCES_TEXTS } from '../texts';
import type { TAdminLicencesPage } from '../use-admin-licences-page';

/** Approve asks first: the licence and company by name, and what approving does. */
export function ApproveLicenceDialog({ page }: { page: TAdminLicencesPage }) {
  const T = useTexts(ADMIN_LICENCES_TEXTS);
  const { confirmingApproval, working } = page.state;
  return (
    <ConfirmDialog
      open={confirmingApproval !== null}
      testId="approve-licence-dialog"
      texts={{
        ...T.approveDialog,
        description: confirmingApproval
          ? T.approveDialog.description(confirmingApproval.licence, confirmingApproval.name)
          : '',
      }}
      sending={working?.kind === 'approve'}
      busy={working !== null}
      onCancel={page.cancelApprove}
      onConfirm={page.approve}
    />
  );
}
