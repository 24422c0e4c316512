import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// A chevron drawn in CSS, since the native arrow is hidden to match the inputs.
const CHEVRON =
  'bg-[url(data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2024%2024%27%20fill=%27none%27%20stroke=%27%2364748b%27%20stroke-width=%272%27%20stroke-linecap=%27round%27%20stroke-linejoin=%27round%27%3E%3Cpath%20d=%27m6%209%206%206%206-6%27/%3E%3C/svg%3E)]';

/**
 * A native <select> that looks like the inputs: phones keep their own picker and no popover code loads
 * (select.tsx is the Radix one). It does not reuse inputClasses, whose read-only look would apply:
 * a select matches :read-only.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-card py-2 pr-9 pl-3 text-base shadow-xs sm:text-sm',
        'bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat transition-[color,box-shadow,border-color]',
        'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60',
        CHEVRON,
        className,
      )}
      {...props}
    />
  );
}
