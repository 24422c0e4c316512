import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { TOUR_CARD_TEXTS } from '../card-texts';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';

type TDownloadProgramButtonProps = { slug: string; describedBy?: string; className?: string };

/** Builds the tour's program as an HTML file in the browser; the builder loads on first use. */
export function DownloadProgramButton({ slug, describedBy, className }: TDownloadProgramButtonProps) {
  const texts = useTexts(TOUR_CARD_TEXTS);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [isPreparing, setIsPreparing] = useState(false);

  const download = async () => {
    setIsPreparing(true);
    try {
      const { downloadTourProgram } = await import('../program/download-program');
      await downloadTourProgram(queryClient, slug, language);
    } catch {
      toast.error(texts.programFailed);
    } finally {
      setIsPreparing(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void download()}
      disabled={isPreparing}
      aria-describedby={describedBy}
      className={cn('text-primary hover:bg-accent', className)}
    >
      {isPreparing ? <Spinner className="size-4" decorative /> : <Download className="size-4" aria-hidden />}
      {isPreparing ? texts.preparingProgram : texts.downloadProgram}
    </Button>
  );
}
