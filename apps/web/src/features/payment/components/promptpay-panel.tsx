import { Landmark, Smartphone } from 'lucide-react';
import { PROMPTPAY_BANKS, type TPromptPayDetails } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMoney } from '../../../lib/money';
import { PAYMENT_TEXTS } from '../texts';
import { QrCode } from './qr-code';

function Banks() {
  const T = useTexts(PAYMENT_TEXTS).promptpay;
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <Landmark className="size-3.5" aria-hidden />
        {T.banks}
      </p>
      <ul className="flex flex-wrap gap-1.5" data-testid="promptpay-banks">
        {PROMPTPAY_BANKS.map((bank) => (
          <li
            key={bank.code}
            className="rounded-full border bg-card px-2.5 py-1 text-xs text-foreground"
            title={bank.name}
          >
            {bank.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

type TPromptPayPanelProps = {
  details: TPromptPayDetails | null;
  testMode: boolean;
  onSimulate: () => void;
  simulating: boolean;
};

/** Before: what PromptPay is. After: the QR, the amount in THB (and the tour's own currency), and the wait. */
export function PromptPayPanel({ details, testMode, onSimulate, simulating }: TPromptPayPanelProps) {
  const T = useTexts(PAYMENT_TEXTS).promptpay;
  const language = useLanguage();
  if (!details) {
    return (
      <section className="grid gap-4" aria-label={T.legend}>
        <div className="flex gap-3 rounded-xl border bg-muted/30 p-4">
          <Smartphone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p className="text-sm text-foreground">{T.intro}</p>
        </div>
        <Banks />
      </section>
    );
  }
  const thb = formatMoney(details.amountThb, 'THB', language);
  const showOriginal = details.originalCurrency.toUpperCase() !== 'THB';
  return (
    <section className="grid gap-5" aria-label={T.legend} data-testid="promptpay-panel">
      <div className="grid gap-5 rounded-xl border bg-muted/20 p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:p-5">
        <QrCode payload={details.qrPayload} label={T.qrLabel(thb)} />
        <div className="grid content-start gap-4">
          <div className="grid gap-0.5">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{T.amountThb}</p>
            <p className="text-3xl font-bold tracking-tight text-ink tabular-nums" data-testid="promptpay-amount">
              {thb}
            </p>
            {showOriginal ? (
              <p className="text-sm text-muted-foreground" data-testid="promptpay-original">
                {T.original(formatMoney(details.originalAmount, details.originalCurrency, language))} ·{' '}
                {T.rate(details.originalCurrency.toUpperCase(), String(details.thbPerUnit))}
              </p>
            ) : null}
          </div>
          <ol className="grid gap-2 text-sm">
            {T.steps.map((step, index) => (
              <li key={step} className="flex gap-2.5">
                <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-[11px] font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          <p
            className="flex items-center gap-2 rounded-lg bg-accent/60 px-3 py-2 text-sm text-accent-foreground"
            role="status"
            data-testid="promptpay-waiting"
          >
            <Spinner className="size-4" decorative />
            <span>
              <span className="font-medium">{T.waiting}</span> <span className="text-xs">{T.waitingHint}</span>
            </span>
          </p>
          {testMode ? (
            <Button variant="outline" onClick={onSimulate} disabled={simulating} className="border-dashed">
              {simulating ? <Spinner className="size-4" decorative /> : null}
              {T.simulate}
            </Button>
          ) : null}
        </div>
      </div>
      <Banks />
    </section>
  );
}
