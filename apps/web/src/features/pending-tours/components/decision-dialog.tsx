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
import { decisionProblem } from '../pending-tours-state';
import type { TPendingToursPage } from '../use-pending-tours-page';
import { PENDING_TOURS_TEXTS as T } from '../texts';

/**
 * Reject with a reason, or send back with a note. The confirm button stays disabled while the text is
 * empty (3-admin.md section 5); the message shows once the box has been left empty.
 */
export function DecisionDialog({ page }: { page: TPendingToursPage }) {
  const { decision, working } = page.state;
  const texts = decision?.kind === 'changes' ? T.changesDialog : T.rejectDialog;
  const problem = decision ? decisionProblem(decision) : null;
  const sending = working !== null && working.kind === decision?.kind;
  const fieldId = 'pending-tour-decision-text';

  return (
    <Dialog open={decision !== null} onOpenChange={(open) => (open ? undefined : page.cancelDecision())}>
      <DialogContent closeLabel={T.cancel} data-testid="pending-tour-decision">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            page.decide();
          }}
        >
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description(decision?.title ?? '')}</DialogDescription>
          </DialogHeader>
          <FormField id={fieldId} label={texts.label} error={decision?.touched && problem ? problem : undefined}>
            <Textarea
              id={fieldId}
              rows={4}
              placeholder={texts.placeholder}
              value={decision?.text ?? ''}
              disabled={sending}
              aria-invalid={decision?.touched && problem ? true : undefined}
              aria-describedby={decision?.touched && problem ? `${fieldId}-error` : undefined}
              onChange={(event) => page.editText(event.target.value)}
              onBlur={page.touchText}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sending} onClick={page.cancelDecision}>
              {T.cancel}
            </Button>
            <Button
              type="submit"
              variant={decision?.kind === 'reject' ? 'destructive' : 'default'}
              disabled={problem !== null || working !== null}
            >
              {sending ? texts.working : texts.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
