import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignInRequest } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordInput } from '../../../components/forms/password-input';
import { toast } from '../../../lib/toast';
import { useSignIn } from '../api/sign-in';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../texts';
import { FormErrors, collectErrorMessages } from './form-errors';
import { reportServerError } from './report-server-error';

const FIELDS = ['email', 'password'] as const;

type TSignInFormProps = { onForgotPassword: () => void; onSuccess?: () => void; defaultEmail?: string };

export function SignInForm({ onForgotPassword, onSuccess, defaultEmail = '' }: TSignInFormProps) {
  const texts = useTexts(AUTH_TEXTS);
  const message = useMessage();
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const messages = collectErrorMessages(errors, FIELDS);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      onSuccess?.();
      toast.success(texts.messages.welcomeBack);
    } catch (error) {
      form.resetField('password', { keepError: false });
      reportServerError({
        error,
        setError: form.setError,
        fallback: texts.messages.signInFallback,
        fields: FIELDS,
        translate: message,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={texts.tabs.signIn}>
      <FormErrors id="sign-in-errors" messages={messages} />
      <FormField id="sign-in-email" label={texts.fields.email}>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={texts.fields.emailPlaceholder}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-in-errors' : undefined}
          {...form.register('email', { onChange: () => form.clearErrors('root') })}
        />
      </FormField>
      <FormField
        id="sign-in-password"
        label={texts.fields.password}
        aside={
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {texts.actions.forgotPassword}
          </button>
        }
      >
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          placeholder={texts.fields.passwordPlaceholder}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'sign-in-errors' : undefined}
          {...form.register('password', { onChange: () => form.clearErrors('root') })}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner className="size-4" decorative /> {texts.actions.signingIn}
          </>
        ) : (
          texts.actions.signIn
        )}
      </Button>
    </form>
  );
}
