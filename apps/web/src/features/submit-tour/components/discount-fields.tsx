import {
  discountAmountFromPercentage,
  discountModeSwitch,
  discountPercentageFromAmount,
  LANGUAGE_LOCALES,
  type TLanguage,
  type TTourFormValues,
} from '@tour/shared';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { NumberField } from './tour-fields';

const formatAmount = (value: number, currency: string, language: TLanguage) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency }).format(value);

/** The discount, as a percentage or as an amount off the base price; each shows what it comes to in the other. */
export function DiscountFields({ editor }: { editor: TStepEditor }) {
  const B = useTexts(SUBMIT_TOUR_TEXTS).basics;
  const language = useLanguage();
  const { form, values } = editor;
  const setMode = (mode: TTourFormValues['discountMode']) => {
    for (const [key, value] of Object.entries(discountModeSwitch(form.getValues(), mode))) {
      form.setValue(key as keyof TTourFormValues, value as never, { shouldDirty: true });
    }
  };
  const amountAsPercentage = discountPercentageFromAmount(values.price, values.discountAmount);
  const percentageAsAmount = discountAmountFromPercentage(values.price, values.discountPercentage);

  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">{B.discount}</legend>
      <SegmentedTabs
        label={B.discountMode}
        tabs={[
          { value: 'percentage', label: B.percentage },
          { value: 'amount', label: B.amount },
        ]}
        value={values.discountMode}
        onValueChange={setMode}
        listClassName="max-w-xs"
      >
        {values.discountMode === 'percentage' ? (
          <NumberField
            editor={editor}
            path="discountPercentage"
            kind="percentage"
            label={B.discountPercentage}
            hint={
              percentageAsAmount
                ? B.discountEquals(formatAmount(percentageAsAmount, values.currency, language))
                : undefined
            }
          />
        ) : (
          <NumberField
            editor={editor}
            path="discountAmount"
            kind="money"
            label={B.discountAmount(values.currency)}
            hint={amountAsPercentage !== null ? B.discountEquals(`${amountAsPercentage}%`) : undefined}
          />
        )}
      </SegmentedTabs>
    </fieldset>
  );
}
