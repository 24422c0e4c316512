import { ReasonDialog } from '../../../components/reason-dialog';
import { useTexts } from '../../../lib/i18n/texts';
import { decisionProblem } from '../pending-tours-state';
import type { TPendingToursPage } from '../use-pending-tours-page';
import { PENDING_TOURS_TEXTS } from '../texts';

/**
 * Reject with a reason, or send back with a note. The confirm button stays disabled while the text is
 * empty (3-admin.md section 5); the message shows once the box has been left empty.
 */
export function DecisionDialog({ page }: { page: TPendingToursPage }) {
  const T = useTexts(PENDING_TOURS_TEXTS);
  const { decision, working } = page.state;
  const texts = decision?.kind === 'changes' ? T.changesDialog : T.rejectDialog;
  return (
    <ReasonDialog
      open={decision !== null}
      testId="pending-tour-decision"
      fieldId="pending-tour-decision-text"
      texts={{ ...texts, description: texts.description(decision?.title ?? ''), cancel: T.cancel, close: T.cancel }}
      text={decision?.text ?? ''}
      problem={decision ? decisionProblem(decision, T.messages) : null}
      touched={Boolean(decision?.touched)}
      sending={working !== null && working.kind === decision?.kind}
      busy={working !== null}
      destructive={decision?.kind === 'reject'}
      onTextChange={page.editText}
      onTextBlur={page.touchText}
      onCancel={page.cancelDecision}
      onConfirm={page.decide}
    />
  );
}
