import { useMemo } from 'react';
import { drawQr } from '../qr/qr-svg';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';

const MARGIN = 4;

/** The PromptPay payload drawn as an SVG QR code; if it cannot be drawn, the payload text stands in. */
export function QrCode({ payload, label, size = 224 }: { payload: string; label: string; size?: number }) {
  const T = useTexts(PAYMENT_TEXTS).promptpay;
  const drawn = useMemo(() => {
    try {
      return drawQr(payload, MARGIN);
    } catch {
      return null;
    }
  }, [payload]);

  return (
    <div className="grid justify-items-center gap-3">
      {drawn ? (
        <svg
          role="img"
          aria-label={label}
          data-testid="promptpay-qr"
          viewBox={`0 0 ${drawn.extent} ${drawn.extent}`}
          width={size}
          height={size}
          shapeRendering="crispEdges"
          className="rounded-lg bg-white shadow-sm ring-1 ring-border"
        >
          <rect width={drawn.extent} height={drawn.extent} fill="#fff" />
          <path d={drawn.path} fill="#0b1b2b" />
        </svg>
      ) : (
        <p role="alert" className="max-w-xs text-center text-sm text-destructive">
          {T.qrFailed}
        </p>
      )}
      <details className="w-full max-w-sm text-xs" open={!drawn}>
        <summary className="cursor-pointer text-center font-medium text-primary select-none">{T.payload}</summary>
        <code
          data-testid="promptpay-payload"
          className="mt-2 block rounded-md bg-muted px-3 py-2 font-mono text-[11px] leading-relaxed break-all text-foreground select-all"
        >
          {payload}
        </code>
      </details>
    </div>
  );
}
