import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useTexts } from '../../../lib/i18n/texts';
import { rejectReasonProblem } from '../payment-verification-state';
import { PAYMENT_VERIFICATION_TEXTS } from '../texts';
import type { TPaymentVerificationPage } from '../use-payment-verification-page';

/** Verify asks first: which booking, how much must have arrived, and what verifying does. */
export function VerifyTransferDialog({ page }: { page: TPaymentVerificationPage }) {
  const T = useTexts(PAYMENT_VERIFICATION_TEXTS);
  const { verifying, working } = page.state;
  return (
    <ConfirmDialog
      open={verifying !== null}
      testId="verify-transfer-dialog"
      texts={{
        ...T.verifyDialog,
        title: T.verifyDialog.title(verifying?.bookingReference ?? ''),
        description: T.verifyDialog.description(verifying?.amount ?? ''),
      }}
      sending={working?.kind === 'verify'}
      busy={working !== null}
      onCancel={page.cancelVerify}
      onConfirm={page.verify}
    />
  );
}

/** Reject with a required reason, which the traveller receives. */
export function RejectTransferDialog({ page }: { page: TPaymentVerificationPage }) {
  const T = useTexts(PAYMENT_VERIFICATION_TEXTS);
  const { rejecting, working } = page.state;
  return (
    <ReasonDialog
      open={rejecting !== null}
      testId="reject-transfer-dialog"
      fieldId="reject-transfer-reason"
      texts={{ ...T.rejectDialog, title: T.rejectDialog.title(rejecting?.transfer.bookingReference ?? '') }}
      text={rejecting?.reason ?? ''}
      problem={rejecting ? rejectReasonProblem(rejecting.reason) : null}
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
