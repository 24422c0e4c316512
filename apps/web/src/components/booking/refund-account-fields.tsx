import { type UseFormReturn, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { type TGiveRefundAccountRequest, type TRefundAccount, ZGiveRefundAccountRequest } from '@tour/shared';
import { isApiError } from '../../lib/api-client';
import { useTexts } from '../../lib/i18n/texts';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { useMessage } from '../../lib/i18n/messages';
import { BOOKING_VIEW_TEXTS } from './texts';

type TRefundAccountForm = UseFormReturn<TGiveRefundAccountRequest, unknown, z.output<typeof ZGiveRefundAccountRequest>>;

/** The bank account a transfer refund is paid into, checked by the same schema here and on the server. */
export function useRefundAccountForm(): TRefundAccountForm {
  return useForm({
    resolver: zodResolver(ZGiveRefundAccountRequest),
    defaultValues: { refundAccount: { bankName: '', accountName: '', accountNumber: '' } },
  });
}

/** Validates the fields and hands the account on; nothing is sent while a field is wrong. */
export function withRefundAccount(form: TRefundAccountForm, send: (account: TRefundAccount) => void) {
  return form.handleSubmit((values) => send(values.refundAccount));
}

/** The server's word on the account (e.g. refused): shown on the form rather than lost. */
export function showRefundAccountError(form: TRefundAccountForm, error: unknown) {
  const message = isApiError(error) ? (error.fields?.refundAccount ?? null) : null;
  if (message) form.setError('refundAccount.accountNumber', { type: 'server', message });
}

const FIELDS = [
  { name: 'bankName', autoComplete: 'off', inputMode: undefined },
  { name: 'accountName', autoComplete: 'name', inputMode: undefined },
  { name: 'accountNumber', autoComplete: 'off', inputMode: 'numeric' },
] as const;

/** Bank, account holder and number, one field each; used by both cancel dialogs and the manage page. */
export function RefundAccountFields({
  form,
  idPrefix,
  titled = false,
}: {
  form: TRefundAccountForm;
  idPrefix: string;
  /** The surrounding section already asks the question: the legend is then read by screen readers only. */
  titled?: boolean;
}) {
  const T = useTexts(BOOKING_VIEW_TEXTS).refundAccount;
  const sayMessage = useMessage();
  const errors = form.formState.errors.refundAccount;
  return (
    <fieldset className="grid gap-3" data-testid={`${idPrefix}-refund-account`}>
      <legend className={titled ? 'sr-only' : 'mb-1 text-sm font-medium text-foreground'}>{T.legend}</legend>
      {titled ? null : <p className="text-xs text-muted-foreground">{T.hint}</p>}
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const message = errors?.[field.name]?.message;
        const error = message ? sayMessage(message) : message;
        return (
          <FormField key={field.name} id={id} label={T[field.name]} error={error}>
            <Input
              id={id}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register(`refundAccount.${field.name}`)}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}
