import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border bg-card text-foreground',
  success: 'border-transparent bg-success/12 text-success',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
  warning: 'border-transparent bg-highlight/20 text-highlight-foreground',
} as const;

export type TBadgeVariant = keyof typeof VARIANTS;

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: TBadgeVariant }) {
  return (
    <span
      data-slot="badge"
      data-variant={variant}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        '[&>svg]:size-3.5',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
