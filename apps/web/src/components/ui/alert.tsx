import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  info: { classes: 'border-primary/25 bg-accent/60 text-accent-foreground', Icon: Info },
  success: { classes: 'border-success/30 bg-success/8 text-success', Icon: CircleCheck },
  destructive: { classes: 'border-destructive/30 bg-destructive/6 text-destructive', Icon: CircleAlert },
} as const;

type TAlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  variant?: keyof typeof VARIANTS;
  title?: ReactNode;
};

/** Inline message. Destructive alerts are announced at once (role alert); others politely. */
export function Alert({ variant = 'info', title, className, children, ...props }: TAlertProps) {
  const { classes, Icon } = VARIANTS[variant];
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      data-slot="alert"
      data-variant={variant}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', classes, className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
