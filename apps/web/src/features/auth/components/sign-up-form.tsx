import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { defaultDisplayName, signUpSchemaFor, paths } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordInput } from '../../../components/forms/password-input';
import { toast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../texts';
import { FormErrors, collectErrorMessages } from './form-errors';
import { reportServerError } from './report-server-error';

const FIELDS = ['displayName', 'email', 'password', 'confirmPassword'] as const;

type TSignUpFormProps = {
  /** A valid invitation: its e-mail is prefilled and locked, its token sent with the request. */
  invitation?: { token: string; email: string } | null;
  onSuccess?: () => void;
};

export function SignUpForm({ invitation, onSuccess }: TSignUpFormProps) {
  const texts = useTexts(AUTH_TEXTS);
  const message = useMessage();
  const signUp = useSignUp();
  const schema = useMemo(() => signUpSchemaFor(invitation?.email), [invitation?.email]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      displayName: '',
      email: invitation?.email ?? '',
      password: '',
      confirmPassword: '',
      invitationToken: invitation?.token,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const messages = collectErrorMessages(errors, FIELDS);
  const email = useWatch({ control: form.control, name: 'email' });
  const displayNamePlaceholder =
    email?.includes('@') && defaultDisplayName(email.trim())
      ? defaultDisplayName(email.trim())
      : texts.fields.displayNamePlaceholderFallback;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({
        ...values,
        displayName: values.displayName || undefined,
        invitationToken: invitation?.token,
      });
      onSuccess?.();
      toast.success(texts.messages.accountCreated, { duration: 8000 });
    } catch (error) {
      reportServerError({
        error,
        setError: form.setError,
        fallback: texts.messages.signInFallback,
        fields: FIELDS,
        translate: message,
      });
    }
  });

  const invalid = (field: (typeof FIELDS)[number]) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': 'sign-up-errors' } : {};

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={texts.tabs.signUp}>
      <FormErrors id="sign-up-errors" messages={messages} />
      <FormField
        id="sign-up-display-name"
        label={
          <>
            {texts.fields.displayName}
            <span className="font-normal text-muted-foreground">({texts.fields.displayNameOptional})</span>
          </>
        }
        hint={texts.fields.displayNameHint}
      >
        <Input
          id="sign-up-display-name"
          autoComplete="nickname"
          placeholder={displayNamePlaceholder}
          aria-describedby="sign-up-display-name-hint"
          {...invalid('displayName')}
          {...form.register('displayName', { onChange: () => form.clearErrors('root') })}
        />
      </FormField>
      <FormField
        id="sign-up-email"
        label={texts.fields.email}
        hint={invitation ? texts.invitation.emailLocked : undefined}
      >
        <Input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={texts.fields.emailPlaceholder}
          readOnly={Boolean(invitation)}
          aria-readonly={invitation ? true : undefined}
          {...invalid('email')}
          {...form.register('email', { onChange: () => form.clearErrors('root') })}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <FormField id="sign-up-password" label={texts.fields.password}>
          <PasswordInput
            id="sign-up-password"
            autoComplete="new-password"
            placeholder={texts.fields.newPasswordPlaceholder}
            {...invalid('password')}
            {...form.register('password', { onChange: () => form.clearErrors('root') })}
          />
        </FormField>
        <FormField id="sign-up-confirm-password" label={texts.fields.confirmPassword}>
          <PasswordInput
            id="sign-up-confirm-password"
            autoComplete="new-password"
            placeholder={texts.fields.confirmPasswordPlaceholder}
            {...invalid('confirmPassword')}
            {...form.register('confirmPassword', { onChange: () => form.clearErrors('root') })}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner className="size-4" decorative /> {texts.actions.creatingAccount}
          </>
        ) : (
          texts.actions.createAccount
        )}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        {texts.signUp.terms}{' '}
        <Link
          to={paths.terms.href()}
          className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
        >
          {texts.signUp.termsLink}
        </Link>{' '}
        {texts.signUp.and}{' '}
        <Link
          to={paths.privacy.href()}
          className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
        >
          {texts.signUp.privacyLink}
        </Link>
        {texts.signUp.termsEnd}
      </p>
    </form>
  );
}
