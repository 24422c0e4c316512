import { Controller } from 'react-hook-form';
import { CATEGORY_LABELS, COUNTRIES, CURRENCY_LABELS, TOUR_CURRENCIES, TOUR_FORM_CATEGORIES } from '@tour/shared';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { ThumbnailPicker } from '../../tour-images/api/tour-image-fields';
import { fieldAria, registerNumber, WizardField } from '../../submit-tour/api/tour-form-editors';
import { seatsAcrossDates } from '../edit-tour-state';
import { EDIT_TOUR_TEXTS } from '../texts';
import type { TEditTourPage } from '../use-edit-tour-page';

const B = EDIT_TOUR_TEXTS.basics;

/**
 * Basic Information: the main fields. Duration is fixed once live; location, country and company name are
 * the administrators' (2-operator.md section 6 and DESIGN decision 30: location and country come from the
 * arrival airport together; the server keeps them as they are for anyone else). Others see location and
 * country read only, and no company name (section 5: shown and editable only to admins).
 */
export function BasicsSection({ page }: { page: TEditTourPage }) {
  const { form, values, errorFor, loaded, state } = page;
  const adminOnly = !loaded.canEditAdminFields;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <WizardField path="title" label={B.title} error={errorFor('title')} className="sm:col-span-2">
        <Input {...form.register('title')} {...fieldAria('title', errorFor('title'))} />
      </WizardField>
      <WizardField path="description" label={B.description} error={errorFor('description')} className="sm:col-span-2">
        <Textarea rows={5} {...form.register('description')} {...fieldAria('description', errorFor('description'))} />
      </WizardField>
      <WizardField
        path="location"
        label={B.location}
        error={errorFor('location')}
        hint={adminOnly ? B.adminOnly : undefined}
      >
        <Input
          {...form.register('location')}
          {...fieldAria('location', errorFor('location'), adminOnly)}
          readOnly={adminOnly}
          className={adminOnly ? 'bg-muted' : undefined}
        />
      </WizardField>
      <WizardField
        path="country"
        label={B.country}
        error={errorFor('country')}
        hint={adminOnly ? B.adminOnly : undefined}
      >
        {adminOnly ? (
          <Input
            {...form.register('country')}
            {...fieldAria('country', errorFor('country'), adminOnly)}
            readOnly
            className="bg-muted"
          />
        ) : (
          <NativeSelect {...form.register('country')} {...fieldAria('country', errorFor('country'))}>
            {values.country && !COUNTRIES.includes(values.country) ? (
              <option value={values.country}>{values.country}</option>
            ) : null}
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </NativeSelect>
        )}
      </WizardField>
      {loaded.canEditAdminFields ? (
        <WizardField path="companyName" label={B.companyName} error={errorFor('companyName')}>
          <Input {...form.register('companyName')} {...fieldAria('companyName', errorFor('companyName'))} />
        </WizardField>
      ) : null}
      <WizardField path="category" label={B.category} error={errorFor('category')}>
        <NativeSelect {...form.register('category')} {...fieldAria('category', errorFor('category'))}>
          {TOUR_FORM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </NativeSelect>
      </WizardField>
      <WizardField path="price" label={B.price} error={errorFor('price')}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...registerNumber(form, 'price')}
          {...fieldAria('price', errorFor('price'))}
        />
      </WizardField>
      <WizardField path="discountPercentage" label={B.discount} error={errorFor('discountPercentage')}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          {...registerNumber(form, 'discountPercentage')}
          {...fieldAria('discountPercentage', errorFor('discountPercentage'))}
        />
      </WizardField>
      <WizardField path="currency" label={B.currency} error={errorFor('currency')}>
        <NativeSelect {...form.register('currency')} {...fieldAria('currency', errorFor('currency'))}>
          {TOUR_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {CURRENCY_LABELS[currency]}
            </option>
          ))}
        </NativeSelect>
      </WizardField>
      <WizardField path="duration" label={B.duration} error={undefined} hint={B.durationFixed}>
        <Input
          value={values.duration ?? ''}
          readOnly
          className="bg-muted"
          {...fieldAria('duration', undefined, true)}
          data-testid="edit-duration"
        />
      </WizardField>
      <WizardField
        path="totalQuota"
        label={B.totalQuota}
        error={errorFor('totalQuota')}
        hint={B.totalQuotaHint(seatsAcrossDates(state.departures))}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...registerNumber(form, 'totalQuota')}
          {...fieldAria('totalQuota', errorFor('totalQuota'), true)}
        />
      </WizardField>
      <WizardField path="thumbnailUrl" label={B.thumbnail} error={errorFor('thumbnailUrl')} className="sm:col-span-2">
        <Controller
          control={form.control}
          name="thumbnailUrl"
          render={({ field: thumbnail }) => (
            <ThumbnailPicker
              id="tour-thumbnailUrl"
              value={thumbnail.value}
              onChange={thumbnail.onChange}
              invalid={Boolean(errorFor('thumbnailUrl'))}
              describedBy={errorFor('thumbnailUrl') ? 'tour-thumbnailUrl-error' : undefined}
            />
          )}
        />
      </WizardField>
    </div>
  );
}
