import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { sectionElementId, type TEditSection } from '../edit-tour-state';

type TEditSectionProps = {
  section: TEditSection;
  title: string;
  /** The header's count (dates, days, meal plans, hotels, images); none for the other sections. */
  count?: { value: number; label: string };
  open: boolean;
  onToggle: () => void;
  hasProblem?: boolean;
  children: ReactNode;
};

/** One collapsible section of the edit screen; its body stays mounted so folding keeps what was typed. */
export function EditSection({
  section,
  title,
  count,
  open,
  onToggle,
  hasProblem = false,
  children,
}: TEditSectionProps) {
  const bodyId = `${sectionElementId(section)}-body`;
  return (
    <section
      id={sectionElementId(section)}
      aria-labelledby={`${sectionElementId(section)}-title`}
      className={cn(
        'scroll-mt-24 rounded-2xl border bg-card shadow-xs',
        hasProblem && 'border-destructive/50 ring-1 ring-destructive/20',
      )}
      data-testid={`edit-section-${section}`}
      data-open={open}
    >
      <h2 id={`${sectionElementId(section)}-title`} className="m-0">
        <button
          type="button"
          className="flex w-full items-center gap-3 rounded-2xl px-4 py-4 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-6"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="min-w-0 flex-1 text-base font-semibold text-ink sm:text-lg">{title}</span>
          {count ? (
            <span
              className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-primary"
              data-testid={`edit-section-${section}-count`}
            >
              <span aria-hidden>{count.value}</span>
              <span className="sr-only">{count.label}</span>
            </span>
          ) : null}
          <ChevronDown
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="border-t px-4 py-5 sm:px-6">
        {children}
      </div>
    </section>
  );
}
