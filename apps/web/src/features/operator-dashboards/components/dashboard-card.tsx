import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type TDashboardCardProps = {
  title: string;
  description?: string;
  /** Beside the title: a figure, a toggle. */
  aside?: ReactNode;
  testId?: string;
  className?: string;
  children: ReactNode;
};

/** A titled panel of a dashboard (a chart, a list, a table), a section landmark named by its title. */
export function DashboardCard({ title, description, aside, testId, className, children }: TDashboardCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('grid min-w-0 content-start gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-6', className)}
      data-testid={testId}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <h2 id={titleId} className="text-lg leading-tight font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {aside ? <div className="shrink-0">{aside}</div> : null}
      </header>
      {children}
    </section>
  );
}
