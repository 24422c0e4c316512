import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs sm:text-sm',
  'placeholder:text-muted-foreground/80 transition-[color,box-shadow,border-color]',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20 aria-invalid:focus-visible:ring-3',
  'read-only:bg-muted read-only:text-muted-foreground read-only:focus-visible:ring-0',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'file:border-0 file:bg-transparent file:text-sm file:font-medium',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClasses, className)} {...props} />;
}
