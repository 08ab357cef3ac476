import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { AdminForm } from './useAdminForm';

type FormOf<V extends Record<string, unknown>> = Pick<AdminForm<V>, 'values' | 'set' | 'errorOf'>;
/** The named keys of a form's values (an index signature left aside) whose value is text. */
type Named<V> = keyof { [K in keyof V as string extends K ? never : K]: V[K] };
type TextKey<V> = { [K in Named<V>]-?: V[K] extends string ? K : never }[Named<V>] & string;
type Passed = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'label' | 'select'>;

/**
 * A text field of an administration form, bound to one of its values: the field's first problem
 * under it (else `hint`), its test id on the input.
 */
export function FormText<V extends Record<string, unknown>>({
  form,
  name,
  label,
  testId,
  hint,
  htmlInput,
  ...field
}: Passed & {
  form: FormOf<V>;
  name: TextKey<V>;
  label: TextFieldProps['label'];
  testId: string;
  hint?: string;
  /** More attributes of the input element (spellCheck, min…). */
  htmlInput?: Record<string, unknown>;
}) {
  const error = form.errorOf(name);
  return (
    <TextField
      label={label}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value as V[typeof name])}
      error={error !== undefined}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { 'data-testid': testId, ...htmlInput } }}
      {...field}
    />
  );
}

/**
 * A choice of an administration form: the options are its children, `onChange` gets the chosen
 * option's value as the select gives it; the problems shown are those of the form value `name`.
 */
export function FormSelect<V extends Record<string, unknown>>({
  form,
  name,
  label,
  testId,
  value,
  onChange,
  children,
  ...field
}: Passed & {
  form: FormOf<V>;
  name: keyof V & string;
  label: TextFieldProps['label'];
  testId: string;
  value: unknown;
  onChange(value: string): void;
  children: ReactNode;
}) {
  const error = form.errorOf(name);
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
      {...field}
    >
      {children}
    </TextField>
  );
}
