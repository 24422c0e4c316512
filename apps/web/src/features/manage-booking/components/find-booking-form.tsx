import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Inbox, Send } from 'lucide-react';
import { ZFindBookingRequest, type TFindBookingInput, type TFindBookingRequest, paths } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { usePublicConfig } from '../../config/api/get-public-config';
import { useFindBooking } from '../api/find-booking';
import { MANAGE_TEXTS } from '../texts';

const FIELDS = ['reference', 'email'] as const;

/** Reference and e-mail: the same schema checks them here and on the server. */
export function FindBookingForm() {
  const T = useTexts(MANAGE_TEXTS).find;
  const say = useMessage();
  const find = useFindBooking();
  const config = usePublicConfig();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<TFindBookingInput, unknown, TFindBookingRequest>({
    resolver: zodResolver(ZFindBookingRequest),
    defaultValues: { reference: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      setAnswer((await find.mutateAsync(values)).message);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      }
      form.setError('root.server', { type: 'server', message: getErrorMessage(error, T.failed) });
    }
  });

  const serverError = errors.root?.server?.message;
  return (
    <div className="grid gap-5">
      {answer ? (
        <Alert variant="success" title={say(answer)} data-testid="find-answer">
          {T.answerHint}
        </Alert>
      ) : null}
      {answer && config.data?.devMailbox ? (
        <Alert variant="info">
          {T.mailboxHint}{' '}
          <Link
            to={paths.devMailbox.href()}
            className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
          >
            <Inbox className="size-3.5" aria-hidden />
            {T.openMailbox}
          </Link>
        </Alert>
      ) : null}
      {serverError ? (
        <Alert variant="destructive" data-testid="find-error">
          {say(serverError)}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={T.title}>
        <FormField id="find-reference" label={T.reference} hint={T.referenceHint} error={errors.reference?.message}>
          <Input
            id="find-reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={T.referencePlaceholder}
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={errors.reference ? 'find-reference-error' : 'find-reference-hint'}
            {...form.register('reference', { onChange: () => form.clearErrors('root') })}
          />
        </FormField>
        <FormField id="find-email" label={T.email} error={errors.email?.message}>
          <Input
            id="find-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={T.emailPlaceholder}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'find-email-error' : undefined}
            {...form.register('email', { onChange: () => form.clearErrors('root') })}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" decorative /> : <Send className="size-4" aria-hidden />}
          {isSubmitting ? T.submitting : T.submit}
        </Button>
      </form>
    </div>
  );
}
