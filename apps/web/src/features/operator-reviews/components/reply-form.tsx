import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareReply } from 'lucide-react';
import { REVIEW_REPLY_MAX, type TReviewReplyRequest, ZReviewReplyRequest } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReplyToReview } from '../api/operator-reviews';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { OPERATOR_REVIEWS_TEXTS } from '../texts';

/** The operator's one public reply under a review; the same schema checks it on the server. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const T = useTexts(OPERATOR_REVIEWS_TEXTS).reply;
  const say = useMessage();
  const reply = useReplyToReview();
  const form = useForm<TReviewReplyRequest>({
    resolver: zodResolver(ZReviewReplyRequest),
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const length = (form.watch('body') ?? '').length;
  const fieldId = `reply-${reviewId}`;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await reply.mutateAsync({ reviewId, body });
      toast.success(say(answer.message));
    } catch (error) {
      form.setError('root.server', { type: 'server', message: say(getErrorMessage(error, T.failed)) });
    }
  });

  const serverError = errors.root?.server?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 border-t pt-4" data-testid="reply-form">
      <FormField
        id={fieldId}
        label={T.label}
        hint={T.hint}
        error={errors.body?.message}
        aside={
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {T.count(length)}
          </span>
        }
      >
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={REVIEW_REPLY_MAX}
          placeholder={T.placeholder}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${fieldId}-error` : `${fieldId}-hint`}
          disabled={isSubmitting}
          {...form.register('body')}
        />
      </FormField>
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          <MessageSquareReply className="size-4" aria-hidden />
          {isSubmitting ? T.sending : T.submit}
        </Button>
      </div>
    </form>
  );
}
