import { ShieldCheck } from 'lucide-react';
import { cancellationPolicyText, type TCancellationPolicySnapshot } from '@tour/shared';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { TOUR_INFO_TEXTS } from './texts';

/**
 * A tour's or a booking's cancellation policy in the one sentence built from its tiers (DESIGN decision 31):
 * the tour page, checkout, confirmation, manage page and account show these same words.
 */
export function PoliciesTab({ policy }: { policy: TCancellationPolicySnapshot }) {
  const T = useTexts(TOUR_INFO_TEXTS).policies;
  const language = useLanguage();
  return (
    <section className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs" aria-label={T.cancellation}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
        <ShieldCheck className="size-5" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h3 className="font-semibold text-ink">{T.cancellation}</h3>
        <p className="text-sm leading-relaxed text-foreground/90" data-testid="cancellation-policy-text">
          {cancellationPolicyText(policy, language)}
        </p>
      </div>
    </section>
  );
}
