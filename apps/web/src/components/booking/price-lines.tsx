import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The price lines of a booking page, each a PriceRow, closed by a TotalRow. */
export function PriceList({ tight = false, children }: { tight?: boolean; children: ReactNode }) {
  return <dl className={cn('grid text-sm', tight ? 'gap-2' : 'gap-2.5')}>{children}</dl>;
}

type TPriceRowProps = {
  label: ReactNode;
  value: ReactNode;
  /** The value's test id. */
  testId?: string;
  labelTestId?: string;
  /** A discount is shown in the success colour. */
  tone?: 'plain' | 'discount';
};

/** One line of a price: what it is on the left, the amount on the right. */
export function PriceRow({ label, value, testId, labelTestId, tone = 'plain' }: TPriceRowProps) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', tone === 'discount' && 'text-success')}>
      <dt className={tone === 'discount' ? undefined : 'text-muted-foreground'} data-testid={labelTestId}>
        {label}
      </dt>
      <dd className="text-right font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const TOTAL_SIZE = {
  md: { label: '', value: 'text-xl' },
  lg: { label: '', value: 'text-2xl' },
  xl: { label: 'text-base', value: 'text-2xl tracking-tight' },
} as const;

type TTotalRowProps = { label: ReactNode; value: ReactNode; testId: string; size: keyof typeof TOTAL_SIZE };

/** The total under a rule, larger than the lines above it. */
export function TotalRow({ label, value, testId, size }: TTotalRowProps) {
  return (
    <div className="mt-1 flex items-baseline justify-between gap-3 border-t pt-3">
      <dt className={cn(TOTAL_SIZE[size].label, 'font-semibold text-ink')}>{label}</dt>
      <dd className={cn(TOTAL_SIZE[size].value, 'font-bold text-ink tabular-nums')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
