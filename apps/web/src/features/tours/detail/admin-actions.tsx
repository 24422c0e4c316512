import { Sparkles, Wrench } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TOUR_TEXTS } from '../texts';

const T = TOUR_TEXTS.admin;

/**
 * Admin Actions, shown to administrators only (the page checks the role). The content generator is not
 * wired yet, so the button says so instead of pretending to work.
 */
export function AdminActions() {
  return (
    <section
      aria-labelledby="admin-actions"
      className="grid gap-3 rounded-2xl border border-dashed border-primary/40 bg-accent/30 p-5"
      data-testid="admin-actions"
    >
      <h2 id="admin-actions" className="flex items-center gap-2 font-semibold text-ink">
        <Wrench className="size-4 text-primary" aria-hidden />
        {T.title}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled aria-describedby="admin-actions-note">
          <Sparkles className="size-4" aria-hidden />
          {T.generate}
        </Button>
        <p id="admin-actions-note" className="text-sm text-muted-foreground">
          {T.unavailable}
        </p>
      </div>
    </section>
  );
}
