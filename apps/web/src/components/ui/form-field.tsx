import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMessage } from '../../lib/i18n/messages';
import { Label } from './label';

type TFormFieldProps = {
  id: string;
  label: ReactNode;
  /** Right-aligned content on the label row (e.g. a 'Forgot password?' link). */
  aside?: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

/**
 * Label, control, hint and the field's own error message, wired for screen readers by id. The error is shown in the
 * visitor's language: the shared schemas write the spec's messages in the spec's language.
 */
export function FormField({ id, label, aside, hint, error, className, children }: TFormFieldProps) {
  const message = useMessage();
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}
