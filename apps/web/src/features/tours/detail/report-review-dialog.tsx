import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { REVIEW_REPORT_REASONS, type TReviewReportRequest, ZReviewReportRequest } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReportReview } from '../api/report-review';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_REVIEWS_TEXTS } from '../reviews-texts';

type TReportInput = z.input<typeof ZReviewReportRequest>;

/** Why the review should go: one reason and, if wanted, a few words. The same schema checks it on the server. */
function ReportForm({ reviewId, onDone, onCancel }: { reviewId: string; onDone: () => void; onCancel: () => void }) {
  const T = useTexts(TOUR_REVIEWS_TEXTS).reportDialog;
  const say = useMessage();
  const report = useReportReview();
  const form = useForm<TReportInput, unknown, TReviewReportRequest>({
    resolver: zodResolver(ZReviewReportRequest),
    defaultValues: { details: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await report.mutateAsync({
        reviewId,
        body: { reason: body.reason, details: body.details ?? undefined },
      });
      toast.success(say(answer.message));
      onDone();
    } catch (error) {
      form.setError('root.server', { type: 'server', message: say(getErrorMessage(error, T.failed)) });
    }
  });

  const serverError = errors.root?.server?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={T.title}>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.reason ? 'report-reason-error' : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-foreground">{T.reason}</legend>
        {REVIEW_REPORT_REASONS.map((reason) => (
          <label
            key={reason}
            className="flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-accent/60"
          >
            <input type="radio" value={reason} className="mt-0.5 size-4 accent-primary" {...form.register('reason')} />
            {T.reasons[reason]}
          </label>
        ))}
        {errors.reason ? (
          <p id="report-reason-error" className="text-xs font-medium text-destructive">
            {errors.reason.message}
          </p>
        ) : null}
      </fieldset>
      <FormField id="report-details" label={T.details} error={errors.details?.message}>
        <Textarea
          id="report-details"
          rows={3}
          placeholder={T.detailsPlaceholder}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={errors.details ? 'report-details-error' : undefined}
          {...form.register('details')}
        />
      </FormField>
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? T.sending : T.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Anyone may report a published review; it then waits in the moderators' queue. */
export function ReportReviewDialog({
  reviewId,
  onReported,
  onClose,
}: {
  reviewId: string | null;
  onReported: (reviewId: string) => void;
  onClose: () => void;
}) {
  const T = useTexts(TOUR_REVIEWS_TEXTS).reportDialog;
  return (
    <Dialog open={reviewId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={T.close} data-testid="report-review-dialog">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        {reviewId ? (
          <ReportForm
            key={reviewId}
            reviewId={reviewId}
            onDone={() => {
              onReported(reviewId);
              onClose();
            }}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
