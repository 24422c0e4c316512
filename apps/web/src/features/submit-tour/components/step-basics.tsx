import { Controller } from 'react-hook-form';
import {
  airportPlace,
  CATEGORY_LABELS,
  COUNTRIES,
  CURRENCY_LABELS,
  discountAmountFromPercentage,
  discountPercentageFromAmount,
  skuPrefix,
  slugFromTitle,
  TOUR_CURRENCIES,
  TOUR_FORM_CATEGORIES,
  type TTourFormValues,
} from '@tour/shared';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { Textarea } from '../../../components/ui/textarea';
import { ThumbnailPicker } from '../../tour-images/api/tour-image-fields';
import { SUBMIT_TOUR_TEXTS as T } from '../texts';
import type { TTourWizard } from '../use-tour-wizard';
import { fieldAria, registerNumber, WizardField } from './wizard-field';

const B = T.basics;

/** The SKU as far as it can be known before submission (the server adds the unique suffix). */
function skuPreview(values: TTourFormValues): string | null {
  const first = values.availableDates[0];
  if (!values.companyName || !first?.outbound.arrivalCode || !first.outbound.airlineCode || !values.duration)
    return null;
  const prefix = skuPrefix({
    companyName: values.companyName,
    arrivalCode: first.outbound.arrivalCode,
    durationDays: values.duration,
    airlineCode: first.outbound.airlineCode,
    firstDate: first.startDate,
  });
  return `${prefix}··`;
}

const formatAmount = (value: number | null, currency: string) =>
  value === null ? '' : new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);

/** Step 2: what the tour is, where, its price, discount, quota and thumbnail. */
export function StepBasics({ wizard }: { wizard: TTourWizard }) {
  const { form, values, errorFor } = wizard;
  const isAdmin = wizard.isAdmin;
  const arrivalCode = values.availableDates[0]?.outbound.arrivalCode ?? '';
  // Decision 30: the place comes from the arrival airport; only admins change it (or anyone, when the airport is unknown).
  const placeEditable = isAdmin || !airportPlace(arrivalCode);
  const sku = skuPreview(values);
  const slug = slugFromTitle(values.title);

  const setDiscountMode = (mode: TTourFormValues['discountMode']) => {
    const { price, discountPercentage, discountAmount } = form.getValues();
    form.setValue('discountMode', mode, { shouldDirty: true });
    if (mode === 'amount') {
      form.setValue('discountAmount', discountAmountFromPercentage(price, discountPercentage), { shouldDirty: true });
    } else {
      form.setValue('discountPercentage', discountPercentageFromAmount(price, discountAmount), { shouldDirty: true });
    }
  };
  const amountAsPercentage = discountPercentageFromAmount(values.price, values.discountAmount);
  const percentageAsAmount = discountAmountFromPercentage(values.price, values.discountPercentage);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {isAdmin ? (
        <WizardField
          path="companyName"
          label={B.companyName}
          error={errorFor('companyName')}
          hint={B.companyNameHint}
          className="sm:col-span-2"
        >
          <Input
            {...form.register('companyName')}
            {...fieldAria('companyName', errorFor('companyName'), true)}
            autoComplete="organization"
          />
        </WizardField>
      ) : null}

      <WizardField path="title" label={B.title} error={errorFor('title')} className="sm:col-span-2">
        <Input {...form.register('title')} {...fieldAria('title', errorFor('title'))} maxLength={200} />
      </WizardField>

      <WizardField path="slug" label={B.slug} error={undefined} hint={B.slugHint} className="sm:col-span-2">
        <Input id="tour-slug" value={slug} readOnly aria-describedby="tour-slug-hint" data-testid="tour-slug" />
      </WizardField>

      <WizardField path="description" label={B.description} error={errorFor('description')} className="sm:col-span-2">
        <Textarea
          {...form.register('description')}
          {...fieldAria('description', errorFor('description'))}
          rows={5}
          maxLength={5000}
        />
      </WizardField>

      <WizardField
        path="location"
        label={B.location}
        error={errorFor('location')}
        hint={placeEditable ? undefined : B.placeHint}
      >
        <Input
          {...form.register('location')}
          {...fieldAria('location', errorFor('location'), !placeEditable)}
          readOnly={!placeEditable}
        />
      </WizardField>

      <WizardField path="country" label={B.country} error={errorFor('country')}>
        {placeEditable ? (
          <NativeSelect {...form.register('country')} {...fieldAria('country', errorFor('country'))}>
            <option value="">{B.chooseCountry}</option>
            {values.country && !COUNTRIES.includes(values.country) ? (
              <option value={values.country}>{values.country}</option>
            ) : null}
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input {...form.register('country')} {...fieldAria('country', errorFor('country'))} readOnly />
        )}
      </WizardField>

      <WizardField path="category" label={B.category} error={errorFor('category')}>
        <NativeSelect {...form.register('category')} {...fieldAria('category', errorFor('category'))}>
          {TOUR_FORM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </NativeSelect>
      </WizardField>

      <WizardField path="currency" label={B.currency} error={errorFor('currency')}>
        <NativeSelect
          {...form.register('currency', {
            // A date's currency is read-only and always the tour's.
            onChange: (event: { target: { value: TTourFormValues['currency'] } }) =>
              form.setValue(
                'availableDates',
                form.getValues('availableDates').map((date) => ({ ...date, currency: event.target.value })),
                { shouldDirty: true },
              ),
          })}
          {...fieldAria('currency', errorFor('currency'))}
        >
          {TOUR_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {CURRENCY_LABELS[currency]}
            </option>
          ))}
        </NativeSelect>
      </WizardField>

      <WizardField path="price" label={B.price} error={errorFor('price')}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...registerNumber(form, 'price')}
          {...fieldAria('price', errorFor('price'))}
        />
      </WizardField>

      <WizardField path="totalQuota" label={B.totalQuota} error={errorFor('totalQuota')} hint={B.totalQuotaHint}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...registerNumber(form, 'totalQuota')}
          {...fieldAria('totalQuota', errorFor('totalQuota'), true)}
        />
      </WizardField>

      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">{B.discount}</legend>
        <SegmentedTabs
          label={B.discountMode}
          tabs={[
            { value: 'percentage', label: B.percentage },
            { value: 'amount', label: B.amount },
          ]}
          value={values.discountMode}
          onValueChange={setDiscountMode}
          listClassName="max-w-xs"
        >
          {values.discountMode === 'percentage' ? (
            <WizardField
              path="discountPercentage"
              label={B.discountPercentage}
              error={errorFor('discountPercentage')}
              hint={
                percentageAsAmount ? B.discountEquals(formatAmount(percentageAsAmount, values.currency)) : undefined
              }
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.01}
                {...registerNumber(form, 'discountPercentage')}
                {...fieldAria('discountPercentage', errorFor('discountPercentage'), Boolean(percentageAsAmount))}
              />
            </WizardField>
          ) : (
            <WizardField
              path="discountAmount"
              label={B.discountAmount(values.currency)}
              error={errorFor('discountAmount')}
              hint={amountAsPercentage !== null ? B.discountEquals(`${amountAsPercentage}%`) : undefined}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...registerNumber(form, 'discountAmount')}
                {...fieldAria('discountAmount', errorFor('discountAmount'), amountAsPercentage !== null)}
              />
            </WizardField>
          )}
        </SegmentedTabs>
      </fieldset>

      <div className="grid gap-1 text-sm sm:col-span-1" data-testid="tour-sku">
        <span className="font-medium">{B.sku}</span>
        <span className="font-mono text-muted-foreground">{sku ?? B.skuPending}</span>
        <span className="text-xs text-muted-foreground">{B.skuHint}</span>
      </div>
      <div className="grid gap-1 text-sm sm:col-span-1" data-testid="tour-duration">
        <span className="font-medium">{B.duration}</span>
        <span className="text-muted-foreground">
          {values.duration ? B.durationValue(values.duration) : B.durationUnknown}
        </span>
      </div>

      <WizardField path="thumbnailUrl" label={B.thumbnail} error={errorFor('thumbnailUrl')} className="sm:col-span-2">
        <Controller
          control={form.control}
          name="thumbnailUrl"
          render={({ field }) => (
            <ThumbnailPicker
              id="tour-thumbnailUrl"
              value={field.value}
              onChange={(url) => {
                field.onChange(url);
                field.onBlur();
              }}
              invalid={Boolean(errorFor('thumbnailUrl'))}
              describedBy={errorFor('thumbnailUrl') ? 'tour-thumbnailUrl-error' : undefined}
            />
          )}
        />
      </WizardField>
    </div>
  );
}
