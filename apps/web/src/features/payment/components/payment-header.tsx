import { FlaskConical, Lock } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import type { TPaymentFormState } from '../payment-form-state';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';
import { OfflineBanner } from './offline-banner';

type TPaymentHeaderProps = { testMode: boolean; online: boolean; notice: TPaymentFormState['notice'] };

/** The form's title, the test-mode badge, and what is said before anything is entered: offline, or restored. */
export function PaymentHeader({ testMode, online, notice }: TPaymentHeaderProps) {
  const T = useTexts(PAYMENT_TEXTS);
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="payment-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Lock className="size-4.5 text-primary" aria-hidden />
            {T.title}
          </h2>
          <p className="text-sm text-muted-foreground">{T.subtitle}</p>
        </div>
        {testMode ? (
          <Badge
            variant="warning"
            className="px-3 py-1 text-xs font-semibold"
            data-testid="test-mode-badge"
            title={T.testModeHint}
          >
            <FlaskConical aria-hidden />
            {T.testMode}
          </Badge>
        ) : null}
      </header>

      {!online ? <OfflineBanner /> : null}
      {notice === 'restored' ? (
        <Alert title={T.restored.title} data-testid="payment-restored">
          {T.restored.body}
        </Alert>
      ) : null}
      {notice === 'was-processing' ? (
        <Alert variant="destructive" title={T.restored.processingTitle} data-testid="payment-restored-processing">
          {T.restored.processingBody}
        </Alert>
      ) : null}
    </>
  );
}
