import { type FormEvent, useState } from 'react';
import { taxIdFieldValue, type TVerifyLicenceForm, ZVerifyLicenceForm } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { VERIFY_LICENSE_TEXTS } from '../texts';

type TField = keyof TVerifyLicenceForm;
const EMPTY: TVerifyLicenceForm = { email: '', licenseNumber: '', taxId: '' };

/** The first message per field of the shared schema (the server parses the same schema). */
function fieldErrors(values: TVerifyLicenceForm): Partial<Record<TField, string>> {
  const parsed = ZVerifyLicenceForm.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<TField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The three fields (section 5): errors show once a field is left, and for the tax id as soon as its
 * 13 digits are in; 'ยืนยันข้อมูล' stays disabled until the whole form passes, and while submitting.
 */
export function VerifyForm({
  submitting,
  error,
  onSubmit,
}: {
  submitting: boolean;
  error: string | null;
  onSubmit: (values: TVerifyLicenceForm) => void;
}) {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  const say = useMessage();
  const [values, setValues] = useState<TVerifyLicenceForm>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<TField, boolean>>>({});
  const errors = fieldErrors(values);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: TField) => {
    const message = touched[field] || (field === 'taxId' && values.taxId.length === 13) ? errors[field] : undefined;
    return message && say(message);
  };

  function set(field: TField, value: string) {
    setValues((current) => ({ ...current, [field]: field === 'taxId' ? taxIdFieldValue(value) : value }));
  }
  function leave(field: TField) {
    setTouched((current) => ({ ...current, [field]: true }));
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZVerifyLicenceForm.safeParse(values);
    if (!parsed.success || submitting) {
      setTouched({ email: true, licenseNumber: true, taxId: true });
      return;
    }
    onSubmit(parsed.data);
  }

  const describedBy = (field: TField, hint = false) =>
    shown(field) ? `${field}-error` : hint ? `${field}-hint` : undefined;
  return (
    <form className="grid gap-5" noValidate onSubmit={submit} data-testid="verify-license-form">
      <FormField id="email" label={T.fields.email} error={shown('email')}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={T.fields.emailPlaceholder}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          onBlur={() => leave('email')}
          aria-invalid={shown('email') ? true : undefined}
          aria-describedby={describedBy('email')}
          disabled={submitting}
        />
      </FormField>
      <FormField id="licenseNumber" label={T.fields.licenseNumber} error={shown('licenseNumber')}>
        <Input
          id="licenseNumber"
          autoComplete="off"
          placeholder={T.fields.licenseNumberPlaceholder}
          value={values.licenseNumber}
          onChange={(event) => set('licenseNumber', event.target.value)}
          onBlur={() => leave('licenseNumber')}
          aria-invalid={shown('licenseNumber') ? true : undefined}
          aria-describedby={describedBy('licenseNumber')}
          disabled={submitting}
        />
      </FormField>
      <FormField
        id="taxId"
        label={T.fields.taxId}
        hint={T.fields.taxIdHint}
        error={shown('taxId')}
        aside={
          <span
            className={cn(
              'text-xs tabular-nums',
              values.taxId.length < 13
                ? 'text-muted-foreground'
                : errors.taxId
                  ? 'font-medium text-destructive'
                  : 'font-medium text-success',
            )}
            aria-live="polite"
            data-testid="tax-id-counter"
          >
            {T.fields.taxIdCounter(values.taxId.length)}
          </span>
        }
      >
        <Input
          id="taxId"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          placeholder="0105536112014"
          value={values.taxId}
          onChange={(event) => set('taxId', event.target.value)}
          onBlur={() => leave('taxId')}
          aria-invalid={shown('taxId') ? true : undefined}
          aria-describedby={describedBy('taxId', true)}
          disabled={submitting}
          className="tabular-nums tracking-wider"
        />
      </FormField>
      {error ? (
        <Alert variant="destructive" data-testid="verify-license-error">
          {say(error)}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={!valid || submitting}>
        {submitting ? <Spinner decorative className="size-4" /> : null}
        {submitting ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
