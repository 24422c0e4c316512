import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';
import { useMessage } from '../../../lib/i18n/messages';

export type TContactFormValues = { fullName: string; email: string; phone: string; cardholderName: string };

type TContactFieldsProps = {
  form: UseFormReturn<TContactFormValues>;
  showCardholder: boolean;
  emailPrefilled: boolean;
  disabled: boolean;
};

/** Full name, e-mail, phone and (for cards) the cardholder's name, each with its own message. */
export function ContactFields({ form, showCardholder, emailPrefilled, disabled }: TContactFieldsProps) {
  const T = useTexts(PAYMENT_TEXTS).contact;
  const sayMessage = useMessage();
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => (message ? sayMessage(message) : undefined);
  const props = (name: keyof TContactFormValues, id: string) => ({
    id,
    disabled,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
    ...form.register(name),
  });
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-4 text-sm font-semibold text-ink">{T.legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pay-full-name" label={T.fullName} error={errorOf(errors.fullName?.message)}>
          <Input autoComplete="name" placeholder={T.fullNamePlaceholder} {...props('fullName', 'pay-full-name')} />
        </FormField>
        <FormField
          id="pay-email"
          label={T.email}
          error={errorOf(errors.email?.message)}
          hint={emailPrefilled ? T.emailPrefilled : undefined}
        >
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={T.emailPlaceholder}
            {...props('email', 'pay-email')}
          />
        </FormField>
        <FormField id="pay-phone" label={T.phone} error={errorOf(errors.phone?.message)}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={T.phonePlaceholder}
            {...props('phone', 'pay-phone')}
          />
        </FormField>
        {showCardholder ? (
          <FormField id="pay-cardholder" label={T.cardholderName} error={errorOf(errors.cardholderName?.message)}>
            <Input
              autoComplete="cc-name"
              placeholder={T.cardholderPlaceholder}
              {...props('cardholderName', 'pay-cardholder')}
            />
          </FormField>
        ) : null}
      </div>
    </fieldset>
  );
}
