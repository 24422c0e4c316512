import {
  departureFlightProblems,
  pendingTourFromForm,
  prepareTourSubmission,
  type TCancellationPolicyCode,
  type TLanguage,
  type TPendingTourDate,
  type TPendingTourDay,
  type TPendingTourFlight,
  type TPendingTourHotel,
  type TSubmitterFacts,
  type TTourContentTranslation,
  type TTourFormCategory,
  type TMealPlanValues,
  tourFormValuesFromDraft,
  ZTourDraft,
} from '@tour/shared';

/**
 * The tour as the preview shows it: the draft's form read once into plain values (amounts in the
 * currency's minor unit, lists without empty entries, days and images in order). The tabs and the
 * summary (print, PDF, HTML) read this and nothing else.
 */

export type TPreviewFlight = TPendingTourFlight;

export type TPreviewDate = TPendingTourDate;

export type TPreviewDay = TPendingTourDay;

export type TPreviewMealPlan = TMealPlanValues;

export type TPreviewHotel = TPendingTourHotel;

export type TPreviewImage = { url: string; order: number };

export type TPreviewTour = {
  sku: string | null;
  companyName: string | null;
  /** The language of the content below, and the other language's version (optional). */
  contentLanguage: TLanguage;
  contentTranslation: TTourContentTranslation | null;
  title: string;
  slug: string;
  description: string;
  location: string;
  country: string;
  category: TTourFormCategory;
  /** Base price per person, minor units, before the discount. */
  price: number;
  /** The tour's discount in percent (an amount discount already turned into its percentage); 0 for none. */
  discountPercent: number;
  currency: string;
  durationDays: number;
  totalQuota: number;
  thumbnailUrl: string | null;
  /** By order; order 0 is the primary image. */
  images: TPreviewImage[];
  inclusions: string[];
  exclusions: string[];
  highlights: string[];
  cancellationPolicy: TCancellationPolicyCode;
  itineraryDays: TPreviewDay[];
  mealPlans: TPreviewMealPlan[];
  hotels: TPreviewHotel[];
  dates: TPreviewDate[];
};

/**
 * A saved draft's data as the tour that Confirm & Submit would send: the wizard's own submission
 * preparation (slug, the amount discount as a percentage, later dates' empty flights from the first
 * date) turned into the pending record as the server does (pendingTourFromForm), for non-admins with
 * the company and the place the server will set (DESIGN decision 30). Null when the data is not a
 * tour draft.
 */
export function previewTourFromDraft(data: unknown, facts: TSubmitterFacts): TPreviewTour | null {
  const draft = ZTourDraft.safeParse(data);
  if (!draft.success) return null;
  const form = prepareTourSubmission(tourFormValuesFromDraft(draft.data));
  const { tourImages, availableDates, discountPercentage, companyName, thumbnailUrl, ...record } = pendingTourFromForm(
    form,
    facts,
  );

  return {
    ...record,
    sku: form.sku || null,
    companyName: companyName || null,
    slug: form.slug,
    discountPercent: discountPercentage ?? 0,
    thumbnailUrl: thumbnailUrl || null,
    images: tourImages.map(({ url, order }) => ({ url, order })),
    dates: availableDates,
  };
}

/** A departure whose flights do not fall on its dates (the shared rule), with what is wrong. */
export type TDepartureFlightsFlag = { index: number; startDate: string; problems: string[] };

/** The departures the preview flags: the operator cannot submit them and the administrator sees why. */
export function departuresOffTheirDates(tour: Pick<TPreviewTour, 'dates' | 'durationDays'>): TDepartureFlightsFlag[] {
  return tour.dates
    .map((date, index) => ({
      index,
      startDate: date.startDate,
      problems: departureFlightProblems(date, tour.durationDays > 0 ? tour.durationDays : null),
    }))
    .filter((flag) => flag.problems.length > 0);
}
