import { Lock } from 'lucide-react';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';
import { useMessage } from '../../../lib/i18n/messages';

/** Under the Secure Form: its error when there is one, else where the card details go. */
export function SecureFormNote({ error, errorId }: { error: string | null | undefined; errorId?: string }) {
  const T = useTexts(PAYMENT_TEXTS);
  const sayMessage = useMessage();
  return error ? (
    <p id={errorId} className="text-xs font-medium text-destructive" role="alert">
      {sayMessage(error)}
    </p>
  ) : (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Lock className="size-3" aria-hidden />
      {T.card.secureHint}
    </p>
  );
}
