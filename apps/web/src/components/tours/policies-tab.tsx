import { ShieldCheck, ShieldQuestion } from 'lucide-react';
import { EmptyState } from '../ui/empty-state';
import { TOUR_INFO_TEXTS } from './texts';

const T = TOUR_INFO_TEXTS.policies;

export function PoliciesTab({ cancellationPolicy }: { cancellationPolicy: string | null }) {
  if (!cancellationPolicy) return <EmptyState icon={ShieldQuestion} title={T.empty} compact />;
  return (
    <section className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs" aria-label={T.cancellation}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
        <ShieldCheck className="size-5" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h3 className="font-semibold text-ink">{T.cancellation}</h3>
        <p className="text-sm leading-relaxed whitespace-pre-line text-foreground/90">{cancellationPolicy}</p>
      </div>
    </section>
  );
}
