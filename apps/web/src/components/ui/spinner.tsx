import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTexts } from '../../lib/i18n/texts';
import { UI_TEXTS } from './texts';

type TSpinnerProps = ComponentProps<'svg'> & {
  label?: string;
  /** Inside a button whose text already says what is happening. */
  decorative?: boolean;
};

export function Spinner({ className, label, decorative = false, ...props }: TSpinnerProps) {
  const texts = useTexts(UI_TEXTS);
  return (
    <LoaderCircle
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label ?? texts.loading })}
      className={cn('size-5 animate-spin', className)}
      {...props}
    />
  );
}

/** Centred spinner for a page or a section whose data is on its way. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
