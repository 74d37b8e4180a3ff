import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, type ErrorAction } from '../forms/serverErrors';

/**
 * A 422's field errors under the fields of a react-hook-form form (the same rules as antd forms:
 * what was typed stays; a field the form does not show is said in the API's own words).
 */
export function applyServerErrorsTo<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'getValues'>,
  error: unknown,
  actions?: Record<string, ErrorAction>,
): string[] {
  return applyServerErrors(
    {
      getFieldsValue: () => form.getValues(),
      setFields: (fields) =>
        fields.forEach(({ name, errors }, index) =>
          form.setError(
            // A list's item (`country.0`) marks the list: the form shows errors per field.
            String(Array.isArray(name) ? name[0] : name) as Path<V>,
            { type: 'server', message: String(errors?.[0] ?? '') },
            { shouldFocus: index === 0 },
          ),
        ),
    },
    error,
    actions,
  );
}
