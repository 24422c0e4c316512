import type { ComponentType, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type TStatCardProps = {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The figure; a sentence when nothing was measured (then `measured` is false and it is set smaller). */
  value: ReactNode;
  measured?: boolean;
  /** Under the figure: what it covers, or its parts. */
  detail?: ReactNode;
  testId: string;
  /** 'md' where five cards share a row. */
  size?: 'md' | 'lg';
  className?: string;
};

/** One of a dashboard's stat cards: its name, the figure, and what the figure covers. */
export function StatCard({
  label,
  icon: Icon,
  value,
  measured = true,
  detail,
  testId,
  size = 'lg',
  className,
}: TStatCardProps) {
  return (
    <div
      className={cn('grid min-w-0 content-start gap-2 rounded-xl border bg-card p-4 shadow-xs sm:p-5', className)}
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p
        className={cn(
          'min-w-0 font-bold break-words text-ink tabular-nums',
          measured ? (size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-2xl') : 'text-base text-muted-foreground',
        )}
        data-testid="stat-value"
      >
        {value}
      </p>
      {detail ? <div className="grid gap-1 text-xs text-muted-foreground">{detail}</div> : null}
    </div>
  );
}
