import { type ReactNode, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  COUNTRIES,
  isBlankTranslation,
  otherLanguage,
  TOUR_CURRENCIES,
  TOUR_FORM_CATEGORIES,
  TOUR_FORM_LIMITS as L,
  type TTourFormValues,
} from '@tour/shared';
import { ThumbnailPicker } from '../../tour-images/api/tour-image-fields';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { CONTENT_LANGUAGE_TEXTS } from '../content-language-texts';
import { ContentLanguageTabs, type TContentShowing } from './content-language';
import { DiscountFields } from './discount-fields';
import { InputField, NumberField, optionsOf, SelectField, TextAreaField, TextField } from './tour-fields';
import { fieldId, WizardField } from './wizard-field';

/** The total quota: the seats of the whole tour, which the dates' spots share. */
export function TotalQuotaField({ editor, hint }: { editor: TStepEditor; hint: string }) {
  const B = useTexts(SUBMIT_TOUR_TEXTS).basics;
  return <NumberField editor={editor} path="totalQuota" kind="seats" label={B.totalQuota} hint={hint} />;
}

/** Location and country: editable, or read only with `lockedHint` saying why. */
function PlaceFields({ editor, lockedHint }: { editor: TStepEditor; lockedHint: string | undefined }) {
  const B = useTexts(SUBMIT_TOUR_TEXTS).basics;
  const locked = lockedHint !== undefined;
  const country = editor.values.country;
  // A country typed before the list existed (or by an administrator's import) stays choosable.
  const countries = country && !COUNTRIES.includes(country) ? [country, ...COUNTRIES] : COUNTRIES;
  return (
    <>
      <TextField editor={editor} path="location" label={B.location} hint={lockedHint} readOnly={locked} />
      {locked ? (
        <TextField editor={editor} path="country" label={B.country} readOnly />
      ) : (
        <SelectField
          editor={editor}
          path="country"
          label={B.country}
          placeholder={B.chooseCountry}
          options={optionsOf(countries)}
        />
      )}
    </>
  );
}

/** The thumbnail picker; a picked image counts as the field's blur, so its rule is checked at once. */
function ThumbnailField({ editor }: { editor: TStepEditor }) {
  const B = useTexts(SUBMIT_TOUR_TEXTS).basics;
  const error = editor.errorFor('thumbnailUrl');
  const id = fieldId('thumbnailUrl');
  return (
    <WizardField path="thumbnailUrl" label={B.thumbnail} error={error} className="sm:col-span-2">
      <Controller
        control={editor.form.control}
        name="thumbnailUrl"
        render={({ field }) => (
          <ThumbnailPicker
            id={id}
            value={field.value}
            onChange={(url) => {
              field.onChange(url);
              field.onBlur();
            }}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
          />
        )}
      />
    </WizardField>
  );
}

/**
 * The title and description in the tour's own language (the fields the spec names), or in the other language, the
 * optional translation (issue 27, item 5). While neither is written, the language chosen becomes the tour's own.
 */
function TourWords({ editor, slug }: { editor: TStepEditor; slug?: ReactNode }) {
  const B = useTexts(SUBMIT_TOUR_TEXTS).basics;
  const C = useTexts(CONTENT_LANGUAGE_TEXTS);
  const [showing, setShowing] = useState<TContentShowing>('own');
  const { values } = editor;
  const other = otherLanguage(values.contentLanguage);
  const choosable = !values.title?.trim() && !values.description?.trim() && isBlankTranslation(values.translation);
  const problems = Boolean(editor.errorFor('translation.title') || editor.errorFor('translation.description'));
  return (
    <ContentLanguageTabs
      editor={editor}
      section="basics"
      showing={showing}
      onShow={setShowing}
      translationProblems={problems}
      choosable={choosable && showing === 'own'}
    >
      {showing === 'own' ? (
        <>
          <TextField
            editor={editor}
            path="title"
            label={B.title}
            maxLength={L.titleMax}
            lang={values.contentLanguage}
          />
          {slug}
          <TextAreaField
            editor={editor}
            path="description"
            label={B.description}
            rows={5}
            maxLength={L.descriptionMax}
            lang={values.contentLanguage}
          />
        </>
      ) : (
        <>
          <TextField
            editor={editor}
            path="translation.title"
            label={C.title(C.inSentence[other])}
            hint={values.title ? <span lang={values.contentLanguage}>{values.title}</span> : undefined}
            maxLength={L.titleMax}
            lang={other}
            data-testid="translation-title"
          />
          <TextAreaField
            editor={editor}
            path="translation.description"
            label={C.description(C.inSentence[other])}
            rows={5}
            maxLength={L.descriptionMax}
            lang={other}
            data-testid="translation-description"
          />
        </>
      )}
    </ContentLanguageTabs>
  );
}

type TBasicsFieldsProps = {
  editor: TStepEditor;
  /** Administrators type the company the tour is listed under (2-operator.md section 5). */
  showCompanyName: boolean;
  /** Why location and country are read only, when they are (section 5 and DESIGN decision 30). */
  placeLockedHint: string | undefined;
  quotaHint: string;
  /** The wizard asks a base price; a live tour has none: travellers pay each departure's (docs/decisions/0019). */
  showBasePrice?: boolean;
  /** The duration is read only everywhere (section 5): why, and the field's test id. */
  duration: { hint: string; testId: string };
  /** The wizard's read-only slug (under the title) and SKU preview (beside the duration). */
  slug?: ReactNode;
  sku?: ReactNode;
};

/** The main fields of a tour: the wizard's step 2 and the edit screen's Basic Information. */
export function BasicsFields({
  editor,
  showCompanyName,
  placeLockedHint,
  quotaHint,
  showBasePrice = true,
  duration,
  slug,
  sku,
}: TBasicsFieldsProps) {
  const B = useTexts(SUBMIT_TOUR_TEXTS).basics;
  const labels = useTexts(TOUR_FORM_LABELS_TEXTS);
  const { form } = editor;
  // A date's currency is read-only and always the tour's.
  const keepDatesInCurrency = (event: { target: { value: TTourFormValues['currency'] } }) =>
    form.setValue(
      'availableDates',
      form.getValues('availableDates').map((date) => ({ ...date, currency: event.target.value })),
      { shouldDirty: true },
    );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {showCompanyName ? (
        <TextField
          editor={editor}
          path="companyName"
          label={B.companyName}
          hint={B.companyNameHint}
          className="sm:col-span-2"
          autoComplete="organization"
        />
      ) : null}
      <div className="sm:col-span-2">
        <TourWords editor={editor} slug={slug} />
      </div>
      <PlaceFields editor={editor} lockedHint={placeLockedHint} />
      <SelectField
        editor={editor}
        path="category"
        label={B.category}
        options={optionsOf(TOUR_FORM_CATEGORIES, labels.categories)}
      />
      <SelectField
        editor={editor}
        path="currency"
        label={B.currency}
        options={optionsOf(TOUR_CURRENCIES, labels.currencies)}
        registerOptions={{ onChange: keepDatesInCurrency }}
      />
      {showBasePrice ? <NumberField editor={editor} path="price" kind="money" label={B.price} /> : null}
      <TotalQuotaField editor={editor} hint={quotaHint} />
      <DiscountFields editor={editor} />
      {sku}
      <InputField
        path="duration"
        label={B.durationDays}
        error={undefined}
        hint={duration.hint}
        value={editor.values.duration ?? ''}
        readOnly
        data-testid={duration.testId}
      />
      <ThumbnailField editor={editor} />
    </div>
  );
}
