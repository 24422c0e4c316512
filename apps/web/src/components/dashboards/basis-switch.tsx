import { useId, useState } from 'react';
import { DASHBOARD_BASES, type TDashboardBasis } from '@tour/shared';
import { cn } from '../../lib/cn';
import { useTexts } from '../../lib/i18n/texts';
import { DASHBOARD_PARTS_TEXTS } from './texts';

/**
 * Booking date / travel date on every dashboard (issue 24, FareHarbor's and Bókun's reports): two radio buttons drawn as a segmented
 * control, so arrows, Space and screen readers work as with any radio group.
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
  const T = useTexts(DASHBOARD_PARTS_TEXTS).basis;
  const name = useId();
  // The address changes in a transition: the choice shows at once, and follows the address when it moves on.
  const [choice, setChoice] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setChoice(value);
  }
  return (
    <fieldset className={cn('grid min-w-0 gap-1', className)} data-testid="basis-switch">
      <legend className="mb-1 text-xs font-medium text-muted-foreground">{T.label}</legend>
      <div className="inline-flex h-10 w-full items-center rounded-lg bg-muted p-1 sm:w-fit">
        {DASHBOARD_BASES.map((basis) => (
          <label key={basis} className="relative h-full flex-1">
            <input
              type="radio"
              name={name}
              value={basis}
              checked={basis === choice}
              onChange={() => {
                setChoice(basis);
                onChange(basis);
              }}
              aria-describedby={basis === choice ? `${name}-hint` : undefined}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            <span
              className={cn(
                'inline-flex size-full items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-all',
                'peer-hover:text-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-ring',
                'peer-checked:bg-card peer-checked:text-foreground peer-checked:shadow-sm',
              )}
            >
              {T.labels[basis]}
            </span>
          </label>
        ))}
      </div>
      <p id={`${name}-hint`} className="text-xs text-muted-foreground">
        {T.hint[choice]}
      </p>
    </fieldset>
  );
}
