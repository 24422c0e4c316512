import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageSpinner } from '../../components/ui/spinner';
import { BRAND } from '../../lib/brand';
import { useLanguage } from '../../lib/i18n/language';
import { translateWhenLoaded } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { PreviewActions } from './components/preview-actions';
import { PreviewHeader } from './components/preview-header';
import { PreviewTabs } from './components/preview-tabs';
import { departuresOffTheirDates, type TPreviewTour } from './preview-tour';
import { PREVIEW_TEXTS } from './texts';
import { usePreviewActions } from './use-preview-actions';
import { useTourPreview } from './use-tour-preview';

/** Toasts the reason once (StrictMode runs effects twice in development) and leaves. */
function Leave({ message, to }: { message: string; to: string }) {
  const language = useLanguage();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    // The page leaves at once: the toast waits for the dictionary rather than for this component.
    void translateWhenLoaded(message, language).then((text) => toast.error(text, { id: `tour-preview-${message}` }));
  }, [message, language]);
  return <Navigate to={to} replace />;
}

type TPreviewViewProps = { draftId: string; tour: TPreviewTour; savedAt: string; submittedAt: string | null };

function PreviewView({ draftId, tour, savedAt, submittedAt }: TPreviewViewProps) {
  const T = useTexts(PREVIEW_TEXTS).page;
  const actions = usePreviewActions(draftId, tour);
  return (
    <article
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8"
      data-testid="tour-preview"
    >
      <title>{`${T.documentTitle} · ${tour.title || T.untitled} · ${BRAND.name}`}</title>
      <PreviewHeader tour={tour} savedAt={savedAt} />
      {submittedAt ? <Alert title={T.alreadySubmitted}>{T.alreadySubmittedHint}</Alert> : null}
      <PreviewActions
        canSubmit={!submittedAt && departuresOffTheirDates(tour).length === 0}
        working={actions.working}
        isSubmitting={actions.isSubmitting}
        onBack={actions.backToEdit}
        onPrint={actions.print}
        onGeneratePdf={actions.generatePdf}
        onDownloadHtml={actions.downloadHtml}
        onSubmit={actions.confirmSubmit}
      />
      <PreviewTabs tour={tour} />
    </article>
  );
}

/** /tour-preview?draft={id}: the saved draft as it will be submitted, its print, PDF and HTML, and Confirm & Submit. */
export function TourPreviewPage() {
  const T = useTexts(PREVIEW_TEXTS).page;
  const [search] = useSearchParams();
  const state = useTourPreview(search.get('draft'));
  if (state.status === 'loading') return <PageSpinner label={T.loading} />;
  if (state.status === 'leave') return <Leave message={state.message} to={state.to} />;
  return (
    <PreviewView draftId={state.draftId} tour={state.tour} savedAt={state.savedAt} submittedAt={state.submittedAt} />
  );
}
