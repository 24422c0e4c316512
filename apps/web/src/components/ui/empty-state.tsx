import type { ComponentType, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type TEmptyStateProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** Inside a card or a tab: less padding, no dashed frame. */
  compact?: boolean;
  className?: string;
};

/** A section with nothing to show says so plainly, with an icon and, where useful, a way on. */
export function EmptyState({ icon: Icon, title, children, action, compact = false, className }: TEmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'grid justify-items-center gap-2 text-center',
        compact ? 'rounded-lg bg-muted/50 px-4 py-8' : 'rounded-xl border border-dashed bg-card px-6 py-14',
        className,
      )}
    >
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-6" aria-hidden />
      </span>
      <p className="font-semibold text-ink">{title}</p>
      {children ? <div className="max-w-md text-sm text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
