import type { ComponentProps, ReactNode } from 'react';
import type { FieldPath, RegisterOptions } from 'react-hook-form';
import { TOUR_NUMBER_INPUTS, type TTourFormValues, type TTourNumberInput } from '@tour/shared';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import type { TStepEditor } from '../use-tour-wizard';
import { fieldAria, registerNumber, WizardField } from './wizard-field';

/**
 * The tour form's fields, one component a kind of control: label, control, hint and error wired the same
 * way on every step of the wizard and every section of the edit screen.
 */

type TPath = FieldPath<TTourFormValues>;

/** The frame around a control: its label, hint and the wrapper's grid classes. */
type TFrame = { label: ReactNode; hint?: ReactNode; className?: string };

/** A field of the form: the editor whose form holds it and its path there. */
type TBound = TFrame & { editor: TStepEditor; path: TPath };

type TInputProps = Omit<ComponentProps<typeof Input>, 'id' | 'className'>;

/** A number input's attributes for its kind (TOUR_NUMBER_INPUTS: min, max and step). */
export function numberInput(kind: TTourNumberInput) {
  const rule = TOUR_NUMBER_INPUTS[kind];
  return { type: 'number', inputMode: rule.step === 1 ? 'numeric' : 'decimal', ...rule } as const;
}

/** An input the caller binds: a registered field, or a value and its onChange. */
export function InputField({
  path,
  error,
  label,
  hint,
  className,
  ...input
}: TFrame & TInputProps & { path: string; error: string | undefined }) {
  return (
    <WizardField path={path} label={label} error={error} hint={hint} className={className}>
      <Input {...input} {...fieldAria(path, error, Boolean(hint))} />
    </WizardField>
  );
}

export function TextField({ editor, path, ...rest }: TBound & Omit<TInputProps, 'name'>) {
  return <InputField path={path} error={editor.errorFor(path)} {...rest} {...editor.form.register(path)} />;
}

/** An emptied number field holds null (registerNumber). */
export function NumberField({ editor, path, kind, ...rest }: TBound & { kind: TTourNumberInput }) {
  return (
    <InputField
      path={path}
      error={editor.errorFor(path)}
      {...numberInput(kind)}
      {...rest}
      {...registerNumber(editor.form, path)}
    />
  );
}

export function TextAreaField({
  editor,
  path,
  label,
  hint,
  className,
  ...textarea
}: TBound & Omit<ComponentProps<typeof Textarea>, 'id' | 'name' | 'className'>) {
  const error = editor.errorFor(path);
  return (
    <WizardField path={path} label={label} error={error} hint={hint} className={className}>
      <Textarea {...textarea} {...editor.form.register(path)} {...fieldAria(path, error, Boolean(hint))} />
    </WizardField>
  );
}

export type TOption = { value: string; label: string };

/** Options whose label is the value itself, or looked up in `labels`. */
export function optionsOf(values: readonly string[], labels?: Readonly<Record<string, string>>): TOption[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

export function SelectField({
  editor,
  path,
  label,
  hint,
  className,
  options,
  placeholder,
  registerOptions,
}: TBound & {
  options: readonly TOption[];
  /** An empty first option ('Choose…'), for a field with nothing chosen yet. */
  placeholder?: string;
  registerOptions?: RegisterOptions<TTourFormValues, TPath>;
}) {
  const error = editor.errorFor(path);
  return (
    <WizardField path={path} label={label} error={error} hint={hint} className={className}>
      <NativeSelect {...editor.form.register(path, registerOptions)} {...fieldAria(path, error, Boolean(hint))}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </WizardField>
  );
}
