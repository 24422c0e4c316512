import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';
import { FormField } from './ui/form-field';
import { Textarea } from './ui/textarea';

export type TReasonDialogTexts = {
  title: string;
  description: string;
  label: string;
  placeholder: string;
  confirm: string;
  working: string;
  cancel: string;
  close: string;
};

/**
 * An administrator's decision that needs a written reason (reject, request changes): the confirm button
 * stays disabled while the text has a problem, and the problem shows once the box has been left.
 */
export function ReasonDialog({
  open,
  testId,
  fieldId,
  texts,
  text,
  problem,
  touched,
  sending,
  busy,
  destructive,
  onTextChange,
  onTextBlur,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  testId: string;
  fieldId: string;
  texts: TReasonDialogTexts;
  text: string;
  problem: string | null;
  touched: boolean;
  /** This decision is being sent. */
  sending: boolean;
  /** Any decision is being sent. */
  busy: boolean;
  destructive: boolean;
  onTextChange: (text: string) => void;
  onTextBlur: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const shownProblem = touched && problem ? problem : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent closeLabel={texts.close} data-testid={testId}>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          <FormField id={fieldId} label={texts.label} error={shownProblem}>
            <Textarea
              id={fieldId}
              rows={4}
              placeholder={texts.placeholder}
              value={text}
              disabled={sending}
              aria-invalid={shownProblem ? true : undefined}
              aria-describedby={shownProblem ? `${fieldId}-error` : undefined}
              onChange={(event) => onTextChange(event.target.value)}
              onBlur={onTextBlur}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sending} onClick={onCancel}>
              {texts.cancel}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={problem !== null || busy}>
              {sending ? texts.working : texts.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
