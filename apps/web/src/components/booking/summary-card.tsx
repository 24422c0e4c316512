import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const SPACING = { 3: 'gap-3', 4: 'gap-4', 5: 'gap-5' } as const;

type TSummaryCardProps = {
  titleId: string;
  title: ReactNode;
  testId?: string;
  /** The heading's level where the page puts the card. */
  heading?: 'h2' | 'h3';
  titleSize?: 'base' | 'lg';
  spacing?: keyof typeof SPACING;
  /** Less padding on a phone, for a card inside a form step. */
  compact?: boolean;
  children: ReactNode;
};

/** A titled card of a booking page: the trip under review, its price, what the traveller will experience. */
export function SummaryCard({
  titleId,
  title,
  testId,
  heading: Heading = 'h2',
  titleSize = 'base',
  spacing = 3,
  compact = false,
  children,
}: TSummaryCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid rounded-2xl border bg-card',
        SPACING[spacing],
        compact ? 'p-4 shadow-xs sm:p-6' : 'p-5 shadow-sm sm:p-6',
      )}
      data-testid={testId}
    >
      <Heading id={titleId} className={cn(titleSize === 'lg' ? 'text-lg' : 'text-base', 'font-semibold text-ink')}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

type TFactTileProps = {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  testId?: string;
  /** On a tinted tile of its own, rather than plain in a tinted panel. */
  boxed?: boolean;
};

/** One fact of a trip (a date, the travellers) under its small icon and label, inside a `dl`. */
export function FactTile({ icon: Icon, label, value, testId, boxed = false }: TFactTileProps) {
  return (
    <div className={cn('grid gap-0.5', boxed && 'rounded-lg bg-muted/50 px-3 py-2.5')}>
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5" aria-hidden />
        {label}
      </dt>
      <dd className="text-sm font-semibold text-foreground" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
