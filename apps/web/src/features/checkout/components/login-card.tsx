import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import {
  ZCheckoutAuthForm,
  type TCheckoutAuthForm,
  type TCheckoutAuthFormInput,
  type TCheckoutAuthMode,
} from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordInput } from '../../../components/forms/password-input';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useSignIn } from '../../auth/api/sign-in';
import { useSignUp } from '../../auth/api/sign-up';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { CHECKOUT_TEXTS } from '../texts';

type TLoginCardProps = {
  /** Signed in: the page refetches the session, which the server has moved to the account. */
  onSignedIn: () => void;
  onContinueAsGuest: () => void;
};

/** 'Login for Faster Checkout': sign in or register without leaving the checkout or its seats. */
export function LoginCard({ onSignedIn, onContinueAsGuest }: TLoginCardProps) {
  const T = useTexts(CHECKOUT_TEXTS).login;
  const sayMessage = useMessage();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const form = useForm<TCheckoutAuthFormInput, unknown, TCheckoutAuthForm>({
    resolver: zodResolver(ZCheckoutAuthForm),
    defaultValues: { mode: 'login', fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const mode = form.watch('mode');
  const isRegister = mode === 'register';
  const { errors, isSubmitting } = form.formState;
  const errorOf = (message: string | undefined) => (message ? sayMessage(message) : undefined);

  const switchMode = (next: TCheckoutAuthMode) => {
    if (next === mode) return;
    form.setValue('mode', next);
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (values.mode === 'login') {
        await signIn.mutateAsync({ email: values.email, password: values.password });
        toast.success(T.welcomeBack);
      } else {
        await signUp.mutateAsync({
          email: values.email,
          password: values.password,
          confirmPassword: values.confirmPassword,
          displayName: values.fullName.trim(),
        });
        toast.success(T.accountCreated, { duration: 8000 });
      }
      onSignedIn();
    } catch (error) {
      const message = sayMessage(getErrorMessage(error, T.fallback));
      if (isApiError(error) && error.fields) {
        for (const field of ['email', 'password', 'confirmPassword'] as const) {
          const fieldMessage = error.fields[field];
          if (fieldMessage) form.setError(field, { type: 'server', message: sayMessage(fieldMessage) });
        }
      }
      form.setError('root.server', { type: 'server', message });
      form.resetField('password', { keepError: true });
      form.resetField('confirmPassword', { keepError: true });
      toast.error(message);
    }
  });

  const fieldProps = (name: 'fullName' | 'email' | 'password' | 'confirmPassword', id: string) => ({
    id,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
    disabled: isSubmitting,
    ...form.register(name, { onChange: () => form.clearErrors('root') }),
  });

  return (
    <section
      aria-labelledby="checkout-login-title"
      className="grid gap-5 rounded-2xl border border-primary/20 bg-card p-5 shadow-sm sm:p-6"
      data-testid="checkout-login"
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <UserRound className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="checkout-login-title" className="text-lg font-semibold text-ink">
            {T.title}
          </h2>
          <p className="text-sm text-muted-foreground">{T.subtitle}</p>
        </div>
      </div>

      <fieldset aria-label={T.modesLabel} className="inline-flex w-full max-w-xs rounded-lg bg-muted p-1">
        {(['login', 'register'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => switchMode(value)}
            disabled={isSubmitting}
            className={cn(
              'h-9 flex-1 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              mode === value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {value === 'login' ? T.loginTab : T.registerTab}
          </button>
        ))}
      </fieldset>

      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={isRegister ? T.registerTab : T.loginTab}>
        {errors.root?.server?.message ? <Alert variant="destructive">{errors.root.server.message}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {isRegister ? (
            <FormField
              id="checkout-full-name"
              label={T.fullName}
              error={errorOf(errors.fullName?.message)}
              className="sm:col-span-2"
            >
              <Input
                autoComplete="name"
                placeholder={T.fullNamePlaceholder}
                {...fieldProps('fullName', 'checkout-full-name')}
              />
            </FormField>
          ) : null}
          <FormField
            id="checkout-auth-email"
            label={T.email}
            error={errorOf(errors.email?.message)}
            className="sm:col-span-2"
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={T.emailPlaceholder}
              {...fieldProps('email', 'checkout-auth-email')}
            />
          </FormField>
          <FormField
            id="checkout-auth-password"
            label={T.password}
            error={errorOf(errors.password?.message)}
            className={isRegister ? undefined : 'sm:col-span-2'}
          >
            <PasswordInput
              autoComplete={isRegister ? 'new-password' : 'current-password'}
              placeholder={isRegister ? T.newPasswordPlaceholder : T.passwordPlaceholder}
              {...fieldProps('password', 'checkout-auth-password')}
            />
          </FormField>
          {isRegister ? (
            <FormField
              id="checkout-auth-confirm"
              label={T.confirmPassword}
              error={errorOf(errors.confirmPassword?.message)}
            >
              <PasswordInput
                autoComplete="new-password"
                placeholder={T.confirmPlaceholder}
                {...fieldProps('confirmPassword', 'checkout-auth-confirm')}
              />
            </FormField>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={isSubmitting} className="sm:min-w-36">
            {isSubmitting ? <Spinner className="size-4" decorative /> : null}
            {isRegister ? (isSubmitting ? T.creatingAccount : T.createAccount) : isSubmitting ? T.loggingIn : T.login}
          </Button>
          <Button type="button" variant="ghost" onClick={onContinueAsGuest} disabled={isSubmitting}>
            {T.continueAsGuest}
          </Button>
        </div>
      </form>
    </section>
  );
}
