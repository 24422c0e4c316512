import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 active:bg-primary/95',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/70',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  ghostDestructive: 'text-destructive hover:bg-destructive/10',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  highlight: 'bg-highlight text-highlight-foreground shadow-sm hover:bg-highlight/90',
  link: 'text-primary underline-offset-4 hover:underline',
  /** On photographs and dark panels. */
  glass: 'border border-white/30 bg-white/10 text-white backdrop-blur-sm hover:bg-white/20',
} as const;

const SIZES = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  default: 'h-10 gap-2 rounded-md px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-md',
  inline: 'h-auto gap-1 p-0 text-sm',
} as const;

export type TButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link) with the button's styles. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof VARIANTS = 'default', size: keyof typeof SIZES = 'default') {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: TButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-slot="button"
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
}
