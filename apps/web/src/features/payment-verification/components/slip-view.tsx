import { ExternalLink } from 'lucide-react';
import { endpointPath } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_VERIFICATION_TEXTS } from '../texts';

/**
 * The slip itself, from the private store (viewTransferSlip: administrators only, never cached): an image inline,
 * a PDF in an <object> of this site with a link when the browser cannot show it; either opens whole in a new tab.
 */
export function SlipView({
  paymentId,
  bookingReference,
  contentType,
}: {
  paymentId: string;
  bookingReference: string;
  contentType: string;
}) {
  const T = useTexts(PAYMENT_VERIFICATION_TEXTS).transfers;
  const url = endpointPath(endpoints.viewTransferSlip, { paymentId });
  const isPdf = contentType === 'application/pdf';
  return (
    <figure
      className="grid min-w-0 content-start gap-2"
      data-testid="transfer-slip"
      data-kind={isPdf ? 'pdf' : 'image'}
    >
      <div className="overflow-hidden rounded-lg border bg-muted/40">
        {isPdf ? (
          <object
            data={url}
            type="application/pdf"
            aria-label={T.slipAlt(bookingReference)}
            className="block h-80 w-full bg-white"
            data-testid="transfer-slip-pdf"
          >
            <p className="grid gap-2 p-4 text-sm text-muted-foreground">
              {T.pdfFallback}
              <a href={url} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
                {T.openPdf}
              </a>
            </p>
          </object>
        ) : (
          <img
            src={url}
            alt={T.slipAlt(bookingReference)}
            className="mx-auto block max-h-80 w-auto max-w-full object-contain"
            data-testid="transfer-slip-image"
          />
        )}
      </div>
      <figcaption>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
        >
          <ExternalLink className="size-3.5" aria-hidden />
          {T.openSlip}
        </a>
      </figcaption>
    </figure>
  );
}
