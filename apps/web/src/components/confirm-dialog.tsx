import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';

export type TConfirmDialogTexts = {
  title: string;
  description: string;
  confirm: string;
  working: string;
  cancel: string;
  close: string;
};

/**
 * An administrator's decision that takes effect at once (approve a tour, approve a licence): it is confirmed
 * first, and cancelling changes nothing. `sending` is this decision under way, `busy` any decision of the page.
 */
export function ConfirmDialog({
  open,
  testId,
  texts,
  sending,
  busy,
  onCancel,
  onConfirm,
  confirmDisabled = false,
}: {
  open: boolean;
  testId: string;
  texts: TConfirmDialogTexts;
  sending: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Beyond `busy`: the decision cannot be taken at all (e.g. a reset for an account without an e-mail). */
  confirmDisabled?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent closeLabel={texts.close} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={sending} onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="button" disabled={busy || confirmDisabled} onClick={onConfirm}>
            {sending ? texts.working : texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
