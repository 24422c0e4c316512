import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n/language';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import type { TPreviewTour } from './preview-tour';
import { submitDraft } from './submission-api';
import { PREVIEW_TEXTS } from './texts';
import { paths } from '@tour/shared';

/** 32 random hex digits: the submission's idempotency key (crypto.randomUUID needs a secure context). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `preview-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export type TPreviewAction = 'print' | 'pdf' | 'html';

/** The code behind Print PDF, Generate PDF and Download HTML, loaded by the first click. */
const loadOutputs = () => import('./summary/outputs');

/** Print, Generate PDF, Download HTML and Confirm & Submit for the previewed draft. */
export function usePreviewActions(draftId: string, tour: TPreviewTour) {
  const T = useTexts(PREVIEW_TEXTS).actions;
  const say = useMessage();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState<TPreviewAction | null>(null);
  // One key for the page's life: a double click or a retry is the same submission to the server.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submitting = useRef(false);

  const run = async (action: Exclude<TPreviewAction, 'print'>, failure: string) => {
    setWorking(action);
    try {
      const outputs = await loadOutputs();
      await (action === 'pdf'
        ? outputs.downloadSummaryPdf(tour, language)
        : outputs.downloadSummaryHtml(tour, language));
    } catch (error) {
      console.error(error);
      toast.error(failure);
    } finally {
      setWorking(null);
    }
  };

  const print = async () => {
    // Opened within the click itself: a window opened after awaiting code may be taken for a popup.
    const popup = window.open('', '_blank', 'popup,width=960,height=1100');
    if (!popup) {
      window.alert(T.popupBlocked);
      return;
    }
    setWorking('print');
    try {
      const { printSummary } = await loadOutputs();
      await printSummary(popup, tour, language);
    } catch (error) {
      console.error(error);
      popup.close();
      toast.error(T.printFailed);
    } finally {
      setWorking(null);
    }
  };

  const submit = useMutation({
    mutationFn: () => submitDraft(draftId, idempotencyKey),
    onSuccess: async (result) => {
      if (!result?.pendingTourId) {
        toast.error(T.submitNoData);
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tour-drafts'] }),
        queryClient.invalidateQueries({ queryKey: ['tour-submissions'] }),
      ]);
      navigate(paths.account.href({ tab: 'tours', submitted: result.pendingTourId }));
    },
    onError: (error) => {
      const fields = error instanceof ApiError && error.fields ? Object.values(error.fields) : [];
      toast.error(
        T.submitFailed(say(error.message)),
        fields.length ? { description: fields.map((field) => say(field)).join(' · ') } : undefined,
      );
    },
    onSettled: () => {
      submitting.current = false;
    },
  });

  const confirmSubmit = () => {
    if (submitting.current) return;
    submitting.current = true;
    submit.mutate();
  };

  return {
    working,
    isSubmitting: submit.isPending,
    print: () => void print(),
    generatePdf: () => void run('pdf', T.pdfFailed),
    downloadHtml: () => void run('html', T.htmlFailed),
    confirmSubmit,
    backToEdit: () => navigate(paths.submitTour.href({ draft: draftId })),
  };
}
