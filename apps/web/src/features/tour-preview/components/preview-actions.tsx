import type { ReactNode } from 'react';
import { ArrowLeft, FileCode2, FileDown, Printer, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTexts } from '../../../lib/i18n/texts';
import type { TPreviewAction } from '../use-preview-actions';
import { PREVIEW_TEXTS } from '../texts';

type TPreviewActionsProps = {
  /** False once the draft has been submitted, and while a departure's flights are off its dates. */
  canSubmit: boolean;
  working: TPreviewAction | null;
  isSubmitting: boolean;
  onBack: () => void;
  onPrint: () => void;
  onGeneratePdf: () => void;
  onDownloadHtml: () => void;
  onSubmit: () => void;
};

function Working({ when, icon }: { when: boolean; icon: ReactNode }) {
  return when ? <Spinner className="size-4" decorative /> : icon;
}

/** Back to Edit, the three outputs and Confirm & Submit Tour; each button is busy while it works. */
export function PreviewActions({
  canSubmit,
  working,
  isSubmitting,
  onBack,
  onPrint,
  onGeneratePdf,
  onDownloadHtml,
  onSubmit,
}: TPreviewActionsProps) {
  const T = useTexts(PREVIEW_TEXTS).actions;
  return (
    <div
      role="toolbar"
      aria-label={T.label}
      className="grid grid-cols-2 gap-2 rounded-xl border bg-card p-3 shadow-xs sm:flex sm:flex-wrap sm:items-center"
    >
      <Button variant="ghost" onClick={onBack} className="col-span-2 justify-start sm:col-span-1 sm:mr-auto">
        <ArrowLeft className="size-4" aria-hidden />
        {T.backToEdit}
      </Button>
      <Button variant="outline" onClick={onPrint} disabled={working === 'print'}>
        <Working when={working === 'print'} icon={<Printer className="size-4" aria-hidden />} />
        {T.printPdf}
      </Button>
      <Button variant="outline" onClick={onGeneratePdf} disabled={working === 'pdf'} aria-busy={working === 'pdf'}>
        <Working when={working === 'pdf'} icon={<FileDown className="size-4" aria-hidden />} />
        {working === 'pdf' ? T.generatingPdf : T.generatePdf}
      </Button>
      <Button
        variant="outline"
        onClick={onDownloadHtml}
        disabled={working === 'html'}
        aria-busy={working === 'html'}
        className="col-span-2 sm:col-span-1"
      >
        <Working when={working === 'html'} icon={<FileCode2 className="size-4" aria-hidden />} />
        {working === 'html' ? T.preparingHtml : T.downloadHtml}
      </Button>
      <Button
        onClick={onSubmit}
        disabled={!canSubmit || isSubmitting}
        aria-busy={isSubmitting}
        className="col-span-2 sm:col-span-1"
      >
        <Working when={isSubmitting} icon={<Send className="size-4" aria-hidden />} />
        {isSubmitting ? T.submitting : T.confirmSubmit}
      </Button>
    </div>
  );
}
