import { ReasonDialog } from '../../../components/reason-dialog';
import { reasonProblem } from '../admin-licences-state';
import { ADMIN_LICENCES_TEXTS as T } from '../texts';
import type { TAdminLicencesPage } from '../use-admin-licences-page';

const D = T.rejectDialog;

/** Reject with a required reason: the confirm button stays disabled while it is blank. */
export function RejectLicenceDialog({ page }: { page: TAdminLicencesPage }) {
  const { rejecting, working } = page.state;
  return (
    <ReasonDialog
      open={rejecting !== null}
      testId="reject-licence-dialog"
      fieldId="reject-licence-reason"
      texts={{ ...D, description: D.description(rejecting?.name ?? '') }}
      text={rejecting?.reason ?? ''}
      problem={rejecting ? reasonProblem(rejecting.licenseId, rejecting.reason) : null}
      touched={Boolean(rejecting?.touched)}
      sending={working?.kind === 'reject'}
      busy={working !== null}
      destructive
      onTextChange={page.editReason}
      onTextBlur={page.touchReason}
      onCancel={page.cancelReject}
      onConfirm={page.reject}
    />
  );
}
