import { useState } from 'react';
import { type TManagedTour, ZUnpublishTourRequest } from '@tour/shared';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_MANAGEMENT_TEXTS } from '../texts';

/** The reason's problem by the request's own schema, or null when it can be sent. */
function reasonProblem(reason: string, fallback: string): string | null {
  const parsed = ZUnpublishTourRequest.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? fallback);
}

/** Asks for the reason the operator will read; the tour comes down only once it is sent. Keyed by tour. */
export function UnpublishDialog({
  tour,
  sending,
  onCancel,
  onConfirm,
}: {
  tour: TManagedTour | null;
  sending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const T = useTexts(TOUR_MANAGEMENT_TEXTS);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason, T.messages.reasonRequired);
  return (
    <ReasonDialog
      open={tour !== null}
      testId="unpublish-tour-dialog"
      fieldId="unpublish-tour-reason"
      texts={{
        ...T.unpublishDialog,
        description: T.unpublishDialog.description(tour?.title ?? ''),
        close: T.unpublishDialog.cancel,
      }}
      text={reason}
      problem={problem}
      touched={touched}
      sending={sending}
      busy={sending}
      destructive
      onTextChange={setReason}
      onTextBlur={() => setTouched(true)}
      onCancel={onCancel}
      onConfirm={() => {
        setTouched(true);
        if (problem === null) onConfirm(reason);
      }}
    />
  );
}
