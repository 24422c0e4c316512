import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZResetPasswordRequest } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordInput } from '../../../components/forms/password-input';
import { useResetPassword } from '../api/reset-password';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../texts';
import { FormErrors, collectErrorMessages } from './form-errors';
import { reportServerError } from './report-server-error';

const FIELDS = ['token', 'password', 'confirmPassword'] as const;

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const texts = useTexts(AUTH_TEXTS);
  const message = useMessage();
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const messages = collectErrorMessages(errors, FIELDS);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync(values);
      onDone();
    } catch (error) {
      reportServerError({
        error,
        setError: form.setError,
        fallback: texts.messages.updatePasswordFailed,
        fields: FIELDS,
        translate: message,
      });
    }
  });

  const invalid = (field: 'password' | 'confirmPassword') =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': 'reset-errors' } : {};

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={texts.page.resetTitle}>
      <FormErrors id="reset-errors" messages={messages} />
      <input type="hidden" {...form.register('token')} />
      <FormField id="reset-password" label={texts.fields.newPassword}>
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          placeholder={texts.fields.newPasswordPlaceholder}
          {...invalid('password')}
          {...form.register('password', { onChange: () => form.clearErrors('root') })}
        />
      </FormField>
      <FormField id="reset-confirm-password" label={texts.fields.confirmPassword}>
        <PasswordInput
          id="reset-confirm-password"
          autoComplete="new-password"
          placeholder={texts.fields.confirmPasswordPlaceholder}
          {...invalid('confirmPassword')}
          {...form.register('confirmPassword', { onChange: () => form.clearErrors('root') })}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner className="size-4" decorative /> {texts.actions.updatingPassword}
          </>
        ) : (
          texts.actions.updatePassword
        )}
      </Button>
    </form>
  );
}
