import type {
  TPendingAvailableDate,
  TPendingHotel,
  TPendingItineraryDay,
  TPendingMealPlan,
  TPendingTourImage,
} from '@tour/db';
import {
  formatDurationDays,
  nextSkuSuffix,
  pendingTourFromForm,
  skuPrefix,
  submitterCompanyName,
  submitterPlace,
  TOUR_FORM_MESSAGES,
  type TLanguage,
  type TSubmitterFacts,
  type TTourContentTranslation,
  type TTourForm,
  tourFormValuesFromDraft,
  validateTourSubmission,
  ZTourDraft,
} from '@tour/shared';
import { AppError } from '../../http/app-error';
import { fieldErrorsOf } from '../../http/validate';

/** What a submitted form becomes in pending_tours (2-operator.md section 3, "Pending tour record"), before SKU and slug. */
export type TPendingRecord = {
  companyName: string | null;
  /** The content's own language and the other one's version, if given (issue 27, item 5). */
  contentLanguage: TLanguage;
  contentTranslation: TTourContentTranslation | null;
  title: string;
  description: string;
  duration: string;
  durationDays: number;
  location: string;
  country: string;
  category: TTourForm['category'];
  price: number;
  discountPercentage: number | null;
  currency: TTourForm['currency'];
  totalQuota: number;
  thumbnailUrl: string;
  inclusions: string[];
  exclusions: string[];
  highlights: string[];
  cancellationPolicy: TTourForm['cancellationPolicy'];
  availableDates: TPendingAvailableDate[];
  itineraryDays: TPendingItineraryDay[];
  mealPlans: TPendingMealPlan[];
  hotels: TPendingHotel[];
  tourImages: TPendingTourImage[];
  /** The SKU's inputs: the first date's outbound arrival and airline and its start date. */
  sku: { arrivalCode: string; airlineCode: string; firstDate: string };
};

function invalid(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>): AppError {
  const normalised = issues.map((issue) => ({
    path: typeof issue.path === 'string' ? issue.path.split('.').filter(Boolean) : issue.path,
    message: issue.message,
  }));
  return new AppError('VALIDATION_FAILED', TOUR_FORM_MESSAGES.fixFormErrors, fieldErrorsOf(normalised));
}

/**
 * Validates a draft's data as a submission, the same check the wizard runs (validateTourSubmission:
 * later dates' empty flights filled from the first date, every step rule and the form schema), and
 * turns it into the pending record (pendingTourFromForm, which the preview shows too). Non-admins
 * get their company's name and, when the outbound flight lands at a known airport, its city and
 * country (DESIGN decision 30). 400 with the fields.
 */
export function buildPendingRecord(data: unknown, facts: TSubmitterFacts): TPendingRecord {
  const draft = ZTourDraft.safeParse(data);
  if (!draft.success) throw invalid(draft.error.issues);
  const entered = tourFormValuesFromDraft(draft.data);
  const result = validateTourSubmission(
    { ...entered, ...(submitterPlace(entered, facts) ?? {}), companyName: submitterCompanyName(entered, facts) ?? '' },
    { isAdmin: facts.isAdmin },
  );
  if (!result.ok) throw invalid(result.issues);
  const form = result.form;
  const first = form.availableDates[0];
  if (!first) throw invalid([{ path: 'availableDates', message: TOUR_FORM_MESSAGES.dateWithPriceAndSpots }]);
  const record = pendingTourFromForm(form, facts);

  return {
    ...record,
    duration: formatDurationDays(record.durationDays),
    sku: {
      arrivalCode: first.outbound.arrivalCode,
      airlineCode: first.outbound.airlineCode,
      firstDate: first.startDate,
    },
  };
}

/** The SKU without its suffix (2-operator.md section 9). */
export function skuPrefixOf(record: TPendingRecord): string {
  return skuPrefix({ companyName: record.companyName ?? '', durationDays: record.durationDays, ...record.sku });
}

/** The full SKU with the first suffix not in `taken`, or null when the prefix has none left. */
export function nextFreeSku(prefix: string, taken: ReadonlySet<string>): string | null {
  const suffix = nextSkuSuffix(prefix, taken);
  return suffix === null ? null : `${prefix}${suffix}`;
}
