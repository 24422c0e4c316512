import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** One labelled fact of a desk's card or summary, inside a <dl>: the label small above its value. */
export function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}
