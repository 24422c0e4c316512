import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Inbox } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ZForgotPasswordRequest, paths } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../../config/api/get-public-config';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../texts';
import { FormErrors, collectErrorMessages } from './form-errors';
import { reportServerError } from './report-server-error';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm({ onBack, defaultEmail = '' }: { onBack: () => void; defaultEmail?: string }) {
  const texts = useTexts(AUTH_TEXTS);
  const message = useMessage();
  const requestReset = useRequestPasswordReset();
  const config = usePublicConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const messages = collectErrorMessages(errors, FIELDS);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      setSentTo(values.email);
      toast.success(texts.messages.resetEmailSent);
    } catch (error) {
      reportServerError({
        error,
        setError: form.setError,
        fallback: texts.messages.resetEmailFailed,
        fields: FIELDS,
        translate: message,
      });
    }
  });

  return (
    <div className="grid gap-5">
      {sentTo ? (
        <Alert variant="success" data-testid="reset-email-sent">
          {texts.messages.resetEmailSent}
        </Alert>
      ) : null}
      {sentTo && config.data?.devMailbox ? (
        <Alert variant="info">
          {texts.forgot.mailboxHint}{' '}
          <Link
            to={paths.devMailbox.href()}
            className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
          >
            <Inbox className="size-3.5" aria-hidden />
            {texts.actions.openMailbox}
          </Link>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={texts.page.forgotTitle}>
        <FormErrors id="forgot-errors" messages={messages} />
        <FormField id="forgot-email" label={texts.fields.email}>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={texts.fields.emailPlaceholder}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'forgot-errors' : undefined}
            {...form.register('email', { onChange: () => form.clearErrors('root') })}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner className="size-4" decorative /> {texts.actions.sendingResetLink}
            </>
          ) : (
            texts.actions.sendResetLink
          )}
        </Button>
      </form>
      <Button variant="ghost" onClick={onBack} className="justify-self-center">
        <ArrowLeft className="size-4" aria-hidden />
        {texts.actions.backToSignIn}
      </Button>
    </div>
  );
}
