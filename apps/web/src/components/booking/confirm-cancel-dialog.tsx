import type { ReactNode } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';

type TConfirmCancelDialogProps = {
  open: boolean;
  /** The cancellation is on its way: neither button, nor closing, until it is answered. */
  pending: boolean;
  /** Confirm waits, e.g. for the refund to be worked out. */
  confirmDisabled?: boolean;
  /** The question asked; null while no booking is chosen. */
  question: { title: string; description: string } | null;
  texts: { keep: string; confirm: string; cancelling: string };
  testId?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** What cancelling now gives back, as the page states it. */
  children: ReactNode;
};

/** Cancel a booking? Asked first, with the refund under the policy; Keep is the default button. */
export function ConfirmCancelDialog({
  open,
  pending,
  confirmDisabled = false,
  question,
  texts,
  testId,
  onConfirm,
  onClose,
  children,
}: TConfirmCancelDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || pending ? undefined : onClose())}>
      <DialogContent role="alertdialog" data-testid={testId}>
        {question ? (
          <>
            <DialogHeader>
              <DialogTitle>{question.title}</DialogTitle>
              <DialogDescription>{question.description}</DialogDescription>
            </DialogHeader>
            {children}
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={pending} autoFocus>
                {texts.keep}
              </Button>
              <Button variant="destructive" onClick={onConfirm} disabled={pending || confirmDisabled}>
                {pending ? <Spinner className="size-4" decorative /> : null}
                {pending ? texts.cancelling : texts.confirm}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The toasts that follow a cancellation: done, or refused with the server's reason (said by `say`, useMessage). The
 * dialog closes either way.
 */
export function reportCancellation(
  texts: { success: string; failed: string },
  close: () => void,
  say: (message: string) => string,
) {
  return {
    onSuccess: () => {
      toast.success(texts.success);
      close();
    },
    onError: (error: unknown) => {
      const reason = say(getErrorMessage(error, texts.failed));
      toast.error(texts.failed, { description: reason === texts.failed ? undefined : reason });
      close();
    },
  };
}
