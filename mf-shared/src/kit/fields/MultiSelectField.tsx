import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { MultiSelect, type MultiSelectProps, type Option } from './MultiSelect';

export interface MultiSelectFieldProps<V extends FieldValues, T extends string | number> extends Pick<
  MultiSelectProps<T>,
  'onTyped' | 'filterOptions' | 'emptyText'
> {
  /** The form's field holding the chosen values (a list). */
  name: FieldPath<V>;
  control: Control<V>;
  label: string;
  error?: string;
  required?: boolean;
  basis?: number;
  options: Option<T>[];
  loading?: boolean;
  placeholder?: string;
  /** A line under the field, read with it. */
  hint?: ReactNode;
}

/** A labelled searchable choice of several, bound to a react-hook-form field (expertise, countries). */
export function MultiSelectField<V extends FieldValues, T extends string | number>({
  name,
  control,
  label,
  error,
  required,
  basis,
  hint,
  ...select
}: MultiSelectFieldProps<V, T>) {
  return (
    <Field label={label} error={error} required={required} basis={basis} hint={hint}>
      {(field) => (
        <Controller
          name={name}
          control={control}
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <MultiSelect<T> {...field} {...select} value={value} onChange={onChange} onBlur={onBlur} inputRef={ref} />
          )}
        />
      )}
    </Field>
  );
}
