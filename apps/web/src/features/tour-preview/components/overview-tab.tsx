import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import type { TPreviewTour } from '../preview-tour';
import { PREVIEW_TEXTS } from '../texts';
import { PREVIEW_TRANSLATION_TEXTS } from '../translation-texts';
import { TranslationSection } from './translation-section';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-medium break-words text-ink">{value || '–'}</dd>
    </div>
  );
}

/** The basic information and the whole description, as entered. */
export function OverviewTab({ tour }: { tour: TPreviewTour }) {
  const T = useTexts(PREVIEW_TEXTS).overview;
  const labels = useTexts(TOUR_FORM_LABELS_TEXTS);
  const languages = useTexts(PREVIEW_TRANSLATION_TEXTS);
  const spots = tour.dates.reduce((sum, date) => sum + date.availableSpots, 0);
  const facts = [
    { label: T.sku, value: tour.sku || T.skuPending },
    { label: T.company, value: tour.companyName ?? '' },
    { label: languages.language, value: languages.names[tour.contentLanguage] },
    { label: T.category, value: labels.categories[tour.category] },
    { label: T.location, value: tour.location },
    { label: T.country, value: tour.country },
    { label: T.duration, value: tour.durationDays > 0 ? labels.durationDays(tour.durationDays) : '' },
    { label: T.totalQuota, value: tour.totalQuota > 0 ? T.seats(spots, tour.totalQuota) : '' },
    { label: T.currency, value: tour.currency },
    { label: T.discount, value: tour.discountPercent > 0 ? `${tour.discountPercent}%` : T.noDiscount },
    { label: T.slug, value: tour.slug },
  ];
  return (
    <div className="grid gap-6" data-testid="preview-overview">
      <section className="grid gap-2 rounded-xl border bg-card p-5 shadow-xs">
        <h2 className="font-semibold text-ink">{T.description}</h2>
        <p
          lang={tour.contentLanguage}
          className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground/90"
        >
          {tour.description || T.noDescription}
        </p>
      </section>
      <TranslationSection tour={tour} />
      <section className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs">
        <h2 className="font-semibold text-ink">{T.basics}</h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {facts.map((fact) => (
            <Fact key={fact.label} {...fact} />
          ))}
        </dl>
      </section>
    </div>
  );
}
