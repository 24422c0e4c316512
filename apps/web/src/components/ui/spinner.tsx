import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

type TSpinnerProps = ComponentProps<'svg'> & {
  label?: string;
  /** Inside a button whose text already says what is happening. */
  decorative?: boolean;
};

export function Spinner({ className, label = 'Loading', decorative = false, ...props }: TSpinnerProps) {
  return (
    <LoaderCircle
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label })}
      className={cn('size-5 animate-spin', className)}
      {...props}
    />
  );
}

/** Centred spinner for a page or a section whose data is on its way. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
