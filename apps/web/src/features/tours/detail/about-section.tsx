import { ChevronDown, Sparkles } from 'lucide-react';
import type { TLanguage, TTourDetail } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TOUR_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

/** `language`: the description's (the visitor's, or the tour's own when it has none in theirs). */
export function AboutSection({
  tour,
  language,
  onSeeMore,
}: {
  tour: TTourDetail;
  language: TLanguage;
  onSeeMore: () => void;
}) {
  const T = useTexts(TOUR_TEXTS).detail;
  return (
    <section aria-labelledby="about-tour" className="grid gap-3">
      <h2 id="about-tour" className="text-xl font-semibold text-ink">
        {T.about}
      </h2>
      <p
        lang={tour.description ? language : undefined}
        className="leading-relaxed whitespace-pre-line text-foreground/90"
      >
        {tour.description ?? T.noDescription}
      </p>
      <Button variant="outline" onClick={onSeeMore} className="w-fit">
        {T.seeMore}
        <ChevronDown className="size-4" aria-hidden />
      </Button>
    </section>
  );
}

export function HighlightsSection({ highlights }: { highlights: readonly string[] }) {
  const T = useTexts(TOUR_TEXTS).detail;
  return (
    <section aria-labelledby="tour-highlights" className="grid gap-4">
      <h2 id="tour-highlights" className="text-xl font-semibold text-ink">
        {T.highlights}
      </h2>
      {highlights.length === 0 ? (
        <EmptyState icon={Sparkles} title={T.noHighlights} compact />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {highlights.map((highlight) => (
            <li key={highlight} className="flex gap-3 rounded-xl border bg-card p-4 text-sm shadow-xs">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-highlight" aria-hidden />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
