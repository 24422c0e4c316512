import { Check, ShieldCheck, Sparkles, X } from 'lucide-react';
import { cancellationPolicySnapshot, cancellationPolicyText } from '@tour/shared';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import { PREVIEW_TEXTS } from '../texts';
import type { TPreviewTour } from '../preview-tour';

function FeatureList({
  title,
  items,
  icon: Icon,
  tone,
  empty,
}: {
  title: string;
  items: readonly string[];
  icon: typeof Check;
  tone: string;
  empty: string;
}) {
  return (
    <section className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs" aria-label={title}>
      <h3 className="font-semibold text-ink">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same text may be listed twice; the position tells them apart
            <li key={index} className="flex items-start gap-2 text-sm break-words">
              <Icon className={`mt-0.5 size-4 shrink-0 ${tone}`} aria-hidden />
              <span className="min-w-0">{item}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The chosen policy by name, and the sentence travellers will read on every page of the booking. */
function PolicySection({ code }: { code: TPreviewTour['cancellationPolicy'] }) {
  const T = useTexts(PREVIEW_TEXTS).features;
  const policies = useTexts(TOUR_FORM_LABELS_TEXTS).policies;
  const language = useLanguage();
  return (
    <section
      className="grid content-start gap-2 rounded-xl border bg-card p-5 shadow-xs md:col-span-3"
      aria-label={T.cancellationPolicy}
      data-testid="preview-cancellation-policy"
    >
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden />
        {T.cancellationPolicy}
      </h3>
      <p className="text-sm font-medium">{policies[code]}</p>
      <p className="text-sm text-muted-foreground">
        {cancellationPolicyText(cancellationPolicySnapshot(code), language)}
      </p>
    </section>
  );
}

/** Inclusions, exclusions and highlights as entered, and the cancellation policy chosen. */
export function FeaturesTab({ tour }: { tour: TPreviewTour }) {
  const T = useTexts(PREVIEW_TEXTS).features;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FeatureList title={T.inclusions} items={tour.inclusions} icon={Check} tone="text-success" empty={T.none} />
      <FeatureList title={T.exclusions} items={tour.exclusions} icon={X} tone="text-destructive" empty={T.none} />
      <FeatureList
        title={T.highlights}
        items={tour.highlights}
        icon={Sparkles}
        tone="text-primary"
        empty={T.noHighlights}
      />
      <PolicySection code={tour.cancellationPolicy} />
    </div>
  );
}
