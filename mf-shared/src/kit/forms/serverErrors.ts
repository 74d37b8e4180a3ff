import type { FormInstance } from 'antd';
import { toast } from 'sonner';
import { ERROR_MESSAGES, fieldErrors, type ToastedError } from 'mf-shared';

/** `title` → 'title', `items.0.name` → ['items', 0, 'name'] (antd's name path). */
function namePath(field: string): string | (string | number)[] {
  if (!field.includes('.')) return field;
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A way forward offered beside the API's message for a field the form does not show. */
export interface ErrorAction {
  label: string;
  onClick: () => void;
}

/**
 * Puts a 422's field errors (spec section 8: `errors`, field to messages) under the matching form
 * fields, the first message of each; what was typed stays. Returns the fields it marked.
 *
 * A form that can say which fields it holds (`getFieldsValue`) has the rest said in words: the
 * toast the API client showed ("The following fields are reqiured guest_id.", a name the person
 * never saw) becomes the API's own message, with `actions[field]` offered beside it.
 */
export function applyServerErrors(
  form: Pick<FormInstance, 'setFields'> & Partial<Pick<FormInstance, 'getFieldsValue'>>,
  error: unknown,
  actions: Record<string, ErrorAction> = {},
): string[] {
  const errors = fieldErrors(error);
  const shown = form.getFieldsValue ? Object.keys(form.getFieldsValue() ?? {}) : null;
  const onForm = Object.keys(errors).filter((field) => !shown || shown.includes(field.split('.')[0]));
  const elsewhere = Object.keys(errors).filter((field) => !onForm.includes(field));
  const fields = onForm.map((field) => ({ name: namePath(field), errors: [errors[field]] }));
  if (fields.length) form.setFields(fields as Parameters<FormInstance['setFields']>[0]);
  if (elsewhere.length) {
    const { toastId } = error as ToastedError;
    // Said once: in place of the list of names when the client showed one, else as a toast of its own.
    const action = elsewhere.map((field) => actions[field]).find(Boolean);
    toast.error(elsewhere.map((field) => errors[field]).join(' '), { id: toastId, action });
    if (onForm.length) toast.error(ERROR_MESSAGES.REQUIRED_FIELDS(onForm));
  }
  return onForm;
}
