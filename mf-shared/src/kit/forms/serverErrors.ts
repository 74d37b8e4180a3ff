import type { FormInstance } from 'antd';
import { fieldErrors } from 'mf-shared';

/** `title` → 'title', `items.0.name` → ['items', 0, 'name'] (antd's name path). */
function namePath(field: string): string | (string | number)[] {
  if (!field.includes('.')) return field;
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts a 422's field errors (spec section 8: `errors`, field to messages) under the matching form
 * fields, the first message of each; what was typed stays. Returns the fields it marked.
 */
export function applyServerErrors(form: Pick<FormInstance, 'setFields'>, error: unknown): string[] {
  const errors = fieldErrors(error);
  const fields = Object.entries(errors).map(([field, message]) => ({ name: namePath(field), errors: [message] }));
  if (fields.length) form.setFields(fields as Parameters<FormInstance['setFields']>[0]);
  return Object.keys(errors);
}
