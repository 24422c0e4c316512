import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import {
  CANCELLATION_POLICY_CODES,
  cancellationPolicySnapshot,
  cancellationPolicyText,
  otherLanguage,
} from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import { CONTENT_LANGUAGE_TEXTS } from '../content-language-texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { ContentLanguageTabs, type TContentShowing } from './content-language';
import { SelectField, TextField } from './tour-fields';
import { StepIntro, StepProblem } from './wizard-field';

const LISTS = ['inclusions', 'exclusions', 'highlights'] as const;

function FeatureList({ wizard, name }: { wizard: TStepEditor; name: (typeof LISTS)[number] }) {
  const F = useTexts(SUBMIT_TOUR_TEXTS).features;
  const { form, errorFor } = wizard;
  const items = useFieldArray({ control: form.control, name });
  const label = F[name];
  return (
    <fieldset className="grid gap-3" data-testid={`feature-list-${name}`}>
      <legend className="mb-2 font-semibold">{label}</legend>
      <StepProblem path={name} message={errorFor(name)} />
      {items.fields.map((field, index) => {
        const path = `${name}.${index}.value` as const;
        return (
          <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
            <TextField
              editor={wizard}
              path={path}
              label={<span className="sr-only">{F.item(label, index + 1)}</span>}
              placeholder={F.item(label, index + 1)}
            />
            <Button
              variant="ghost"
              size="icon"
              onClick={() => items.remove(index)}
              aria-label={`${F.remove} ${F.item(label, index + 1)}`}
              className={errorFor(path) ? 'mb-6' : undefined}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        );
      })}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => items.append({ value: '' })}>
        <Plus className="size-4" aria-hidden />
        {F.add(label)}
      </Button>
    </fieldset>
  );
}

/**
 * One list in the other language (issue 27, item 5), optional: its own items, added and removed freely. Left empty,
 * travellers who read that language see the tour's own list.
 */
function TranslatedList({ wizard, name }: { wizard: TStepEditor; name: (typeof LISTS)[number] }) {
  const F = useTexts(SUBMIT_TOUR_TEXTS).features;
  const C = useTexts(CONTENT_LANGUAGE_TEXTS);
  const { form, values } = wizard;
  const other = otherLanguage(values.contentLanguage);
  const items = useFieldArray({ control: form.control, name: `translation.${name}` });
  const label = F[name];
  return (
    <fieldset className="grid gap-3" data-testid={`translation-feature-list-${name}`}>
      <legend className="mb-2 font-semibold">{label}</legend>
      {items.fields.map((field, index) => {
        const path = `translation.${name}.${index}.value` as const;
        return (
          <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
            <TextField
              editor={wizard}
              path={path}
              label={<span className="sr-only">{C.item(label, index + 1)}</span>}
              placeholder={C.item(label, index + 1)}
              lang={other}
            />
            <Button
              variant="ghost"
              size="icon"
              onClick={() => items.remove(index)}
              aria-label={`${C.remove} ${C.item(label, index + 1)}`}
              className={wizard.errorFor(path) ? 'mb-6' : undefined}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        );
      })}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => items.append({ value: '' })}>
        <Plus className="size-4" aria-hidden />
        {C.add(label)}
      </Button>
    </fieldset>
  );
}

/** The tour's one cancellation policy (DESIGN decision 31), with the sentence travellers will read. */
function CancellationPolicyField({ wizard }: { wizard: TStepEditor }) {
  const F = useTexts(SUBMIT_TOUR_TEXTS).features;
  const policies = useTexts(TOUR_FORM_LABELS_TEXTS).policies;
  const language = useLanguage();
  const code = useWatch({ control: wizard.form.control, name: 'cancellationPolicy' });
  const known = CANCELLATION_POLICY_CODES.find((candidate) => candidate === code);
  return (
    <SelectField
      editor={wizard}
      path="cancellationPolicy"
      label={F.cancellationPolicy}
      options={CANCELLATION_POLICY_CODES.map((value) => ({ value, label: policies[value] }))}
      hint={known ? F.travellersRead(cancellationPolicyText(cancellationPolicySnapshot(known), language)) : undefined}
    />
  );
}

/** Step 8: inclusions, exclusions and highlights, a first one of each, and the cancellation policy. */
export function StepFeatures({ wizard }: { wizard: TStepEditor }) {
  const F = useTexts(SUBMIT_TOUR_TEXTS).features;
  const C = useTexts(CONTENT_LANGUAGE_TEXTS);
  const [showing, setShowing] = useState<TContentShowing>('own');
  const translation = wizard.values.translation;
  const translationProblems = LISTS.some((name) =>
    (translation?.[name] ?? []).some((_, index) => Boolean(wizard.errorFor(`translation.${name}.${index}.value`))),
  );
  return (
    <div className="grid gap-6">
      <StepIntro>{F.intro}</StepIntro>
      <ContentLanguageTabs
        editor={wizard}
        section="features"
        showing={showing}
        onShow={setShowing}
        translationProblems={translationProblems}
      >
        {showing === 'own' ? (
          LISTS.map((name) => <FeatureList key={name} wizard={wizard} name={name} />)
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {C.listIntro(C.inSentence[otherLanguage(wizard.values.contentLanguage)])}
            </p>
            {LISTS.map((name) => (
              <TranslatedList key={name} wizard={wizard} name={name} />
            ))}
          </>
        )}
      </ContentLanguageTabs>
      <CancellationPolicyField wizard={wizard} />
    </div>
  );
}
