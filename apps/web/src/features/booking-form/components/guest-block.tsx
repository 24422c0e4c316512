import { type ReactNode, useMemo } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { ChevronDown } from 'lucide-react';
import { LANGUAGE_LOCALES, NATIONALITIES, type TLanguage } from '@tour/shared';
import { useMessage } from '../../../lib/i18n/messages';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toCalendarDate } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import type { TBookingFormValues } from '../booking-form-values';
import { BOOKING_FORM_TEXTS } from '../texts';

/** The nationalities by their name in the language, which is what a visitor looks for in the list. */
function nationalityOptions(language: TLanguage, texts: TTextsOf<typeof BOOKING_FORM_TEXTS>) {
  const collator = new Intl.Collator(LANGUAGE_LOCALES[language]);
  return NATIONALITIES.map((country) => ({ value: country, label: texts.nationality(country) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

type TGuestField = keyof TBookingFormValues['guests'][number];

/** Register one guest field with its id, error state and described-by wiring. */
function useGuestField(index: number) {
  const sayMessage = useMessage();
  const form = useFormContext<TBookingFormValues>();
  const guestErrors = form.formState.errors.guests?.[index];
  return (field: TGuestField) => {
    const id = `guest-${index}-${field}`;
    const message = guestErrors?.[field]?.message;
    const error = message ? sayMessage(message) : message;
    return {
      id,
      error,
      input: {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        ...form.register(`guests.${index}.${field}` as FieldPath<TBookingFormValues>),
      },
    };
  };
}

/** Folded away until wanted, but opened when something in it needs fixing. */
function OptionalSection({ title, hasError, children }: { title: string; hasError: boolean; children: ReactNode }) {
  const T = useTexts(BOOKING_FORM_TEXTS).guests;
  return (
    <details className="group rounded-lg border bg-muted/30 open:bg-card" open={hasError || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm font-medium text-foreground hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
        <span>
          {title} <span className="font-normal text-muted-foreground">({T.optional})</span>
        </span>
        <ChevronDown className="size-4 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="grid gap-4 border-t px-4 py-4 sm:grid-cols-2">{children}</div>
    </details>
  );
}

/** One traveller: the required details, then passport, emergency contact and special requirements. */
export function GuestBlock({ index }: { index: number }) {
  const texts = useTexts(BOOKING_FORM_TEXTS);
  const T = texts.guests;
  const language = useLanguage();
  const nationalities = useMemo(() => nationalityOptions(language, texts), [language, texts]);
  const field = useGuestField(index);
  const today = toCalendarDate(new Date());
  const isPrimary = index === 0;
  const headingId = `guest-${index}-heading`;
  const text = (name: TGuestField, label: string, props: Record<string, unknown> = {}) => {
    const { id, error, input } = field(name);
    return (
      <FormField id={id} label={label} error={error}>
        <Input {...props} {...input} />
      </FormField>
    );
  };
  const hasError = (...names: TGuestField[]) => names.some((name) => Boolean(field(name).error));
  const nationality = field('nationality');
  const dietary = field('dietaryRequirements');
  const requests = field('specialRequests');

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-2xl border bg-card p-4 shadow-xs sm:p-6"
      data-testid="guest-block"
      data-index={index}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {isPrimary ? T.primary : T.additional}
          </h3>
          {isPrimary ? <p className="text-xs text-muted-foreground">{T.primaryHint}</p> : null}
        </div>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          {T.badge(index + 1)}
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', T.firstName, { autoComplete: isPrimary ? 'given-name' : 'off' })}
        {text('lastName', T.lastName, { autoComplete: isPrimary ? 'family-name' : 'off' })}
        {text('email', T.email, { type: 'email', inputMode: 'email', autoComplete: isPrimary ? 'email' : 'off' })}
        {text('phone', T.phone, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: isPrimary ? 'tel' : 'off',
          placeholder: T.phonePlaceholder,
        })}
        {text('dateOfBirth', T.dateOfBirth, { type: 'date', max: today })}
        <FormField id={nationality.id} label={T.nationality} error={nationality.error}>
          <NativeSelect className="aria-invalid:border-destructive" {...nationality.input}>
            <option value="">{T.selectNationality}</option>
            {nationalities.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-3">
        <OptionalSection title={T.passport} hasError={hasError('passportNumber', 'passportExpiry')}>
          {text('passportNumber', T.passportNumber, { autoComplete: 'off' })}
          {text('passportExpiry', T.passportExpiry, { type: 'date', min: today })}
        </OptionalSection>
        <OptionalSection title={T.emergency} hasError={hasError('emergencyContactName', 'emergencyContactPhone')}>
          {text('emergencyContactName', T.emergencyName, { autoComplete: 'off' })}
          {text('emergencyContactPhone', T.emergencyPhone, { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
        </OptionalSection>
        <OptionalSection title={T.requirements} hasError={hasError('dietaryRequirements', 'specialRequests')}>
          <FormField id={dietary.id} label={T.dietary} error={dietary.error}>
            <Input placeholder={T.dietaryPlaceholder} {...dietary.input} />
          </FormField>
          <FormField id={requests.id} label={T.guestRequests} error={requests.error} className="sm:col-span-2">
            <Textarea rows={2} {...requests.input} />
          </FormField>
        </OptionalSection>
      </div>
    </section>
  );
}
