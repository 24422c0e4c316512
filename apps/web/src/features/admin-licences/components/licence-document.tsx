import { ExternalLink, FileX } from 'lucide-react';
import { endpointPath, type TLicenceQueueItem } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_LICENCES_TEXTS } from '../texts';

/**
 * The uploaded licence document itself, from the private store (GET /api/licence-documents/:id, which
 * only administrators and the licence's users may open): an image inline, a PDF in a frame of this site.
 */
export function LicenceDocument({ item, licence }: { item: TLicenceQueueItem; licence: string }) {
  const D = useTexts(ADMIN_LICENCES_TEXTS).document;
  const language = useLanguage();
  const document = item.document;
  if (!document) {
    return (
      <div
        className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground"
        data-testid="licence-document-missing"
      >
        <FileX className="size-6" aria-hidden />
        {D.none}
      </div>
    );
  }
  const url = endpointPath(endpoints.getLicenceDocument, { documentId: document.id });
  return (
    <figure className="grid min-w-0 gap-2" data-testid="licence-document" data-kind={document.kind}>
      <div className="overflow-hidden rounded-lg border bg-muted/40">
        {document.kind === 'pdf' ? (
          <iframe
            src={url}
            title={D.pdfTitle(licence)}
            className="block h-[28rem] w-full bg-white"
            data-testid="licence-document-pdf"
          />
        ) : (
          <img
            src={url}
            alt={D.imageAlt(licence)}
            className="mx-auto block max-h-[28rem] w-auto max-w-full object-contain"
            data-testid="licence-document-image"
          />
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="min-w-0 break-all">
          {document.fileName ? `${document.fileName} · ` : ''}
          {D.uploaded(formatDateTime(document.uploadedAt, language))}
        </span>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
        >
          <ExternalLink className="size-3.5" aria-hidden />
          {D.open}
        </a>
      </figcaption>
    </figure>
  );
}
