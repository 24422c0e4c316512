import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';

type TThreeDSecureDialogProps = {
  open: boolean;
  amount: string;
  busy: boolean;
  testMode: boolean;
  /** true: the bank approved; false: failed or closed (Stripe treats a closed challenge as failed). */
  onResult: (approve: boolean) => void;
};

/** The bank's confirmation step for cards that require it (test card 4000 0027 6000 3184). */
export function ThreeDSecureDialog({ open, amount, busy, testMode, onResult }: TThreeDSecureDialogProps) {
  const T = useTexts(PAYMENT_TEXTS).threeDs;
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !busy ? onResult(false) : undefined)}>
      <DialogContent
        className="max-w-md"
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="three-d-secure"
      >
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-accent text-primary">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.body}</DialogDescription>
        </DialogHeader>
        <div className="flex items-baseline justify-between rounded-lg bg-muted/60 px-4 py-3 text-sm">
          <span className="text-muted-foreground">{T.amount}</span>
          <span className="text-lg font-semibold text-ink tabular-nums">{amount}</span>
        </div>
        {testMode ? <p className="text-xs text-muted-foreground">{T.testNote}</p> : null}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onResult(false)}>
            {T.fail}
          </Button>
          <Button disabled={busy} onClick={() => onResult(true)}>
            {busy ? <Spinner className="size-4" decorative /> : null}
            {T.complete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
