import { WifiOff } from 'lucide-react';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';

/** 'No internet connection' while the browser is offline. */
export function OfflineBanner() {
  const T = useTexts(PAYMENT_TEXTS);
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className="flex items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/8 px-4 py-3 text-sm font-medium text-destructive"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      {T.messages.offline}
    </div>
  );
}
