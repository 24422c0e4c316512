import { Lock } from 'lucide-react';
import { PAYMENT_TEXTS } from '../texts';

/** Under the Secure Form: its error when there is one, else where the card details go. */
export function SecureFormNote({ error, errorId }: { error: string | null | undefined; errorId?: string }) {
  return error ? (
    <p id={errorId} className="text-xs font-medium text-destructive" role="alert">
      {error}
    </p>
  ) : (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Lock className="size-3" aria-hidden />
      {PAYMENT_TEXTS.card.secureHint}
    </p>
  );
}
