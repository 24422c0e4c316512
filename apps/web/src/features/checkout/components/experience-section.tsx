import { Sparkles } from 'lucide-react';
import { SummaryCard } from '../../../components/booking/summary-card';
import { useTexts } from '../../../lib/i18n/texts';
import { CHECKOUT_TEXTS } from '../texts';

const MAX_HIGHLIGHTS = 5;

/** 'What You'll Experience': up to 5 highlights, or 'Experience the best of {location}.'. */
export function ExperienceSection({ highlights, location }: { highlights: readonly string[]; location: string }) {
  const T = useTexts(CHECKOUT_TEXTS).experience;
  const shown = highlights.filter((item) => item.trim()).slice(0, MAX_HIGHLIGHTS);
  return (
    <SummaryCard titleId="checkout-experience" title={T.title} testId="checkout-experience" titleSize="lg" spacing={4}>
      {shown.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.map((highlight) => (
            <li key={highlight} className="flex gap-3 text-sm leading-relaxed">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                <Sparkles className="size-3.5" aria-hidden />
              </span>
              {highlight}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{T.fallback(location)}</p>
      )}
    </SummaryCard>
  );
}
