import { useId } from 'react';
import { DASHBOARD_BASES, DASHBOARD_BASIS_LABELS, type TDashboardBasis } from '@tour/shared';
import { cn } from '../../lib/cn';

const T = { legend: 'Count by' } as const;

/**
 * The dashboards' booking date / travel date switch (issue 24): two radio buttons drawn as a segmented control, so
 * the arrow keys move between them and a screen reader hears which one counts.
 */
export function BasisSwitch({
  value,
  onChange,
  className,
}: {
  value: TDashboardBasis;
  onChange: (basis: TDashboardBasis) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('flex flex-wrap items-center gap-2', className)} data-testid="basis-switch">
      <legend className="float-left mr-1 text-sm font-medium text-muted-foreground">{T.legend}</legend>
      <div className="inline-flex rounded-lg bg-muted p-1">
        {DASHBOARD_BASES.map((basis) => (
          <label
            key={basis}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              basis === value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={basis}
              checked={basis === value}
              onChange={() => onChange(basis)}
              className="sr-only"
            />
            {DASHBOARD_BASIS_LABELS[basis]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
