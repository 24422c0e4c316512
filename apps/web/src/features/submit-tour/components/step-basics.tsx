import { airportPlace, skuPrefix, slugFromTitle, type TTourFormValues } from '@tour/shared';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TTourWizard } from '../use-tour-wizard';
import { BasicsFields } from './basics-fields';
import { InputField } from './tour-fields';

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

/** Step 2: what the tour is, where, its price, discount, quota and thumbnail. */
export function StepBasics({ wizard }: { wizard: TTourWizard }) {
  const B = useTexts(SUBMIT_TOUR_TEXTS).basics;
  const { values, isAdmin } = wizard;
  const arrivalCode = values.availableDates[0]?.outbound.arrivalCode ?? '';
  // Decision 30: the place comes from the arrival airport; only admins change it (or anyone, when the airport is unknown).
  const placeEditable = isAdmin || !airportPlace(arrivalCode);
  return (
    <BasicsFields
      editor={wizard}
      showCompanyName={isAdmin}
      placeLockedHint={placeEditable ? undefined : B.placeHint}
      quotaHint={B.totalQuotaHint}
      duration={{ hint: B.durationHint, testId: 'tour-duration' }}
      slug={
        <InputField
          path="slug"
          label={B.slug}
          error={undefined}
          hint={B.slugHint}
          value={slugFromTitle(values.title)}
          readOnly
          data-testid="tour-slug"
          className="sm:col-span-2"
        />
      }
      sku={
        <div className="grid gap-1 self-start text-sm" data-testid="tour-sku">
          <span className="font-medium">{B.sku}</span>
          <span className="font-mono text-muted-foreground">{skuPreview(values) ?? B.skuPending}</span>
          <span className="text-xs text-muted-foreground">{B.skuHint}</span>
        </div>
      }
    />
  );
}
