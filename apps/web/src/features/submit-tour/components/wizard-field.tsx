import type { ReactNode } from 'react';
import type { FieldPath, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import type { TTourFormValues } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useMessage } from '../../../lib/i18n/messages';

type TPath = FieldPath<TTourFormValues>;

/** A form path as an element id: 'availableDates.0.price' -> 'tour-availableDates-0-price'. */
export function fieldId(path: string): string {
  return `tour-${path.replaceAll('.', '-')}`;
}

/** The input's accessibility wiring for its error (and hint, when there is one). */
export function fieldAria(path: string, error: string | undefined, hasHint = false) {
  const id = fieldId(path);
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

type TWizardFieldProps = {
  path: string;
  label: ReactNode;
  error: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A labelled field whose wrapper carries the form path, so a failed Next can scroll to it. */
export function WizardField({ path, label, error, hint, className, children }: TWizardFieldProps) {
  return (
    <div data-field={path} className={cn('min-w-0', className)}>
      <FormField id={fieldId(path)} label={label} hint={hint} error={error}>
        {children}
      </FormField>
    </div>
  );
}

/** A problem of a whole list or step ('Please add at least one hotel.'), where the scroll lands. */
export function StepProblem({ path, message }: { path: string; message: string | undefined }) {
  const say = useMessage();
  if (!message) return null;
  return (
    <p
      data-field={path}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive/6 px-3 py-2 text-sm font-medium text-destructive outline-none"
    >
      {say(message)}
    </p>
  );
}

const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Registers a number input: an emptied field is null, not NaN or ''. */
export function registerNumber(
  form: UseFormReturn<TTourFormValues>,
  path: TPath,
  options: RegisterOptions<TTourFormValues, TPath> = {},
) {
  return form.register(path, { ...options, setValueAs: toNumber });
}

/** A section heading inside a step. */
export function StepIntro({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** The heading of one item of a list (a date, a hotel) with its Remove button. */
export function ItemHeading({
  title,
  removeLabel,
  onRemove,
  className,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center justify-between gap-2', className)}>
      <h3 className="font-semibold">{title}</h3>
      <Button variant="ghostDestructive" size="sm" onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden />
        {removeLabel}
      </Button>
    </div>
  );
}
