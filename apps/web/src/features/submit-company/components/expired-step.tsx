import { CalendarX } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { TReadLicence } from '../submit-company-state';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_COMPANY_TEXTS } from '../texts';
import { LicenceDetails } from './licence-details';

/** A licence the registry says has expired: the spec's message and a new upload. */
export function ExpiredStep({
  licence,
  discarding,
  onUploadAgain,
}: {
  licence: TReadLicence | null;
  discarding: boolean;
  onUploadAgain: () => void;
}) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  return (
    <section className="grid gap-6" data-testid="submit-company-expired">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CalendarX className="size-5 text-destructive" aria-hidden />
        {T.expired.title}
      </h2>
      <Alert variant="destructive">{T.expired.message}</Alert>
      {licence ? <LicenceDetails licence={licence} /> : null}
      <div className="flex justify-end">
        <Button onClick={onUploadAgain} disabled={discarding}>
          {discarding ? <Spinner decorative className="size-4" /> : null}
          {T.expired.uploadAgain}
        </Button>
      </div>
    </section>
  );
}
