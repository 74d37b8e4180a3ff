import type { ValidationError } from 'yup';

/** Each field's message when `schema` checks `value` whole ({} when it passes). */
export function errorsOf(schema: { validateSync: (v: unknown, o: object) => unknown }, value: unknown) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}
