import { useId, useState } from 'react';
import { ZRecordRefundTransferFields } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { useRecordRefundTransfer } from '../api/refunds-owed';
import { PAYMENT_VERIFICATION_TEXTS } from '../texts';

/**
 * "Record the transfer you made": the reference of the administrator's own bank transfer and, if they have it, a
 * proof file. The reference is checked by the shared schema before sending; the server's refusals show on their
 * fields (a proof it cannot read, a refund no longer owed).
 */
export function RecordRefundForm({
  refundId,
  bookingReference,
  disabled,
}: {
  refundId: string;
  bookingReference: string;
  disabled: boolean;
}) {
  const T = useTexts(PAYMENT_VERIFICATION_TEXTS).refunds;
  const say = useMessage();
  const id = useId();
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ transferReference?: string; proof?: string }>({});
  const record = useRecordRefundTransfer();

  const submit = () => {
    const parsed = ZRecordRefundTransferFields.safeParse({ transferReference: reference });
    if (!parsed.success) {
      setProblems({ transferReference: parsed.error.issues[0]?.message });
      return;
    }
    setProblems({});
    record.mutate(
      { refundId, transferReference: parsed.data.transferReference, proof },
      {
        onSuccess: (result) => toast.success(say(result.message)),
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (fields?.transferReference || fields?.proof) {
            setProblems({ transferReference: fields.transferReference, proof: fields.proof });
          } else {
            toast.error(say(getErrorMessage(error, T.failed)));
          }
        },
      },
    );
  };

  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:p-4"
      noValidate
      aria-label={T.recordFor(bookingReference)}
      data-testid="record-refund-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm font-semibold text-ink">{T.recordTitle}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <FormField id={`${id}-reference`} label={T.transferReference} error={problems.transferReference}>
          <Input
            id={`${id}-reference`}
            value={reference}
            maxLength={100}
            autoComplete="off"
            placeholder={T.transferReferencePlaceholder}
            disabled={disabled || record.isPending}
            aria-invalid={problems.transferReference ? true : undefined}
            aria-describedby={problems.transferReference ? `${id}-reference-error` : undefined}
            onChange={(event) => setReference(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-proof`} label={T.proof} hint={T.proofHint} error={problems.proof}>
          <Input
            id={`${id}-proof`}
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            disabled={disabled || record.isPending}
            aria-invalid={problems.proof ? true : undefined}
            aria-describedby={problems.proof ? `${id}-proof-error` : `${id}-proof-hint`}
            onChange={(event) => setProof(event.target.files?.[0] ?? null)}
          />
        </FormField>
      </div>
      <Button type="submit" className="w-full sm:w-fit" disabled={disabled || record.isPending}>
        {record.isPending ? T.recording : T.record}
      </Button>
    </form>
  );
}
