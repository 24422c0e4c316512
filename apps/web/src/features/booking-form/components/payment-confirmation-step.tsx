import { Link } from 'react-router';
import { Controller, useFormContext } from 'react-hook-form';
import { ArrowLeft, Info, ShieldCheck } from 'lucide-react';
import type { TPriceBreakdown } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import type { TBookingFormValues } from '../booking-form-values';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { BOOKING_FORM_TEXTS } from '../texts';
import { PaymentMethodOptions } from './payment-method-options';
import { PriceSummary } from './price-summary';
import { paths } from '@tour/shared';

type TPaymentConfirmationStepProps = {
  pricePerPerson: number;
  currency: string;
  price: TPriceBreakdown;
  serverError: string | null;
  isSubmitting: boolean;
  onBack: () => void;
};

/** Step 2: summary, special requests, payment method, terms and marketing, Back and Complete Booking. */
export function PaymentConfirmationStep({
  pricePerPerson,
  currency,
  price,
  serverError,
  isSubmitting,
  onBack,
}: TPaymentConfirmationStepProps) {
  const texts = useTexts(BOOKING_FORM_TEXTS);
  const T = texts.payment;
  const sayMessage = useMessage();
  const form = useFormContext<TBookingFormValues>();
  const { errors } = form.formState;
  const guests = form.watch('numberOfGuests');

  return (
    <section aria-labelledby="step-payment-title" className="grid gap-6" data-testid="step-payment">
      <h2 id="step-payment-title" className="text-xl font-semibold text-ink">
        {texts.steps.payment}
      </h2>
      <PriceSummary pricePerPerson={pricePerPerson} guests={guests} currency={currency} price={price} />
      <div className="grid gap-6 rounded-2xl border bg-card p-4 shadow-xs sm:p-6">
        <FormField
          id="booking-special-requests"
          label={T.specialRequests}
          hint={T.specialRequestsHint}
          error={errors.specialRequests?.message}
        >
          <Textarea
            id="booking-special-requests"
            rows={3}
            aria-describedby="booking-special-requests-hint"
            {...form.register('specialRequests')}
          />
        </FormField>
        <PaymentMethodOptions register={form.register('paymentMethod')} />
        <p className="flex gap-2 rounded-lg bg-accent/50 px-3 py-2.5 text-sm text-accent-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {T.payLater}
        </p>
        <div className="grid gap-3 border-t pt-5">
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <Controller
                control={form.control}
                name="termsAccepted"
                render={({ field }) => (
                  <Checkbox
                    id="booking-terms"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-invalid={errors.termsAccepted ? true : undefined}
                    aria-describedby={errors.termsAccepted ? 'booking-terms-error' : undefined}
                    className="mt-0.5"
                  />
                )}
              />
              <Label htmlFor="booking-terms" className="leading-snug font-normal">
                <span>
                  {T.terms}{' '}
                  <Link
                    to={paths.terms.href()}
                    target="_blank"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {T.termsLink}
                  </Link>
                </span>
              </Label>
            </div>
            {errors.termsAccepted ? (
              <p id="booking-terms-error" className="pl-7.5 text-xs font-medium text-destructive">
                {sayMessage(errors.termsAccepted.message ?? '')}
              </p>
            ) : null}
          </div>
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="marketingConsent"
              render={({ field }) => (
                <Checkbox
                  id="booking-marketing"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  className="mt-0.5"
                />
              )}
            />
            <Label htmlFor="booking-marketing" className="leading-snug font-normal">
              {T.marketing}
            </Label>
          </div>
        </div>
      </div>
      {serverError ? (
        <Alert variant="destructive" title={T.errorTitle} data-testid="booking-server-error">
          {serverError}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft className="size-4" aria-hidden />
          {T.back}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-5" decorative /> : <ShieldCheck className="size-5" aria-hidden />}
          {isSubmitting ? T.creating : T.complete}
        </Button>
      </div>
    </section>
  );
}
