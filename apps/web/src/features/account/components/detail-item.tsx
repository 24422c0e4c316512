import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One label and value of a read-only details list (<dl>). */
export function DetailItem({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
