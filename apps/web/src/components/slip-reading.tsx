import { QrCode, ScanSearch } from 'lucide-react';
import type { TSlipReading } from '@tour/shared';
import { useTexts } from '../lib/i18n/texts';
import { COMPONENTS_TEXTS } from './texts';

/**
 * What reading the slip's mini QR found: the sending bank and the transfer reference, or that there was no QR (or
 * the bank's service could not check it) and the slip must be checked by hand. Shown on both money desks.
 */
export function SlipReading({ slip }: { slip: TSlipReading }) {
  const T = useTexts(COMPONENTS_TEXTS).slipReading;
  if (slip.check === 'no_qr' || !slip.bankCode || !slip.reference) {
    return (
      <p className="inline-flex items-center gap-1.5 font-medium text-highlight-foreground" data-testid="slip-reading">
        <ScanSearch className="size-4 shrink-0" aria-hidden />
        {T.noQr}
      </p>
    );
  }
  return (
    <div className="grid gap-0.5" data-testid="slip-reading">
      <p className="inline-flex items-center gap-1.5 font-medium text-ink">
        <QrCode className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span data-testid="slip-bank">{slip.bankName ?? T.unknownBank(slip.bankCode)}</span>
      </p>
      <p className="text-muted-foreground">
        {T.reference}{' '}
        <code className="font-mono text-xs text-ink [overflow-wrap:anywhere]" data-testid="slip-reference">
          {slip.reference}
        </code>
      </p>
      {slip.check === null ? <p className="text-xs text-highlight-foreground">{T.qrUnchecked}</p> : null}
    </div>
  );
}
