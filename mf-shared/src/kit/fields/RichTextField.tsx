import type { ReactNode, Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor, type RichTextEditorHandle } from '../editor';
import { Field } from './Field';

export interface RichTextFieldProps<V extends FieldValues> {
  /** The form's field holding the HTML. */
  name: FieldPath<V>;
  control: Control<V>;
  /** The field's label, and the editable text's name (a <label for> does not name it). */
  label: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  height?: number;
  /** The editor's handle (insert a placeholder at the cursor). */
  editorRef?: Ref<RichTextEditorHandle>;
}

/** A labelled rich-text editor bound to a react-hook-form field (a template's content, a news text). */
export function RichTextField<V extends FieldValues>({
  name,
  control,
  label,
  error,
  required,
  hint,
  editorRef,
  ...editor
}: RichTextFieldProps<V>) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(field) => (
        <Controller
          name={name}
          control={control}
          render={({ field: { value, onChange } }) => (
            <RichTextEditor
              {...field}
              {...editor}
              ref={editorRef}
              value={value}
              onChange={onChange}
              aria-label={label}
            />
          )}
        />
      )}
    </Field>
  );
}
