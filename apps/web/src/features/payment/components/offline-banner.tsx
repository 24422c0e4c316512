import { WifiOff } from 'lucide-react';
import { PAYMENT_TEXTS } from '../texts';

/** 'No internet connection' while the browser is offline. */
export function OfflineBanner() {
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className="flex items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/8 px-4 py-3 text-sm font-medium text-destructive"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      {PAYMENT_TEXTS.messages.offline}
    </div>
  );
}
