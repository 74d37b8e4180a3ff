import type { FormInstance } from 'antd';
import type { AnyObjectSchema } from 'yup';
import { fieldErrors } from 'mf-shared';

/**
 * An antd rule that checks one field with the shared yup schema, so a form and the server use
 * the same rules and messages. `toPayload` turns the form's values into what the server is sent
 * (e.g. a date picker's value into an ISO string) when they differ.
 */
export function yupRule(schema: AnyObjectSchema, field: string, toPayload: (values: never) => object = (v) => v) {
  return ({ getFieldsValue }: { getFieldsValue: () => object }) => ({
    validator: async () => {
      await schema.validateAt(field, toPayload(getFieldsValue() as never));
    },
  });
}

/** Puts the server's first message for each field under that field; nothing typed is lost. */
export function showServerErrors(form: FormInstance, error: unknown): boolean {
  const errors = fieldErrors(error);
  const fields = Object.entries(errors).map(([name, message]) => ({ name, errors: [message] }));
  if (fields.length) form.setFields(fields as never);
  return fields.length > 0;
}
