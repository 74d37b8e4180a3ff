import type { FormRule } from 'antd';
import type { AnyObjectSchema } from 'yup';

/**
 * An antd rule that checks one field with a shared yup schema, so a form and the server apply
 * the same rules and messages. `toPayload` turns the form's values into what is sent (a date
 * picker's value into an ISO string, say) when they differ; the whole payload is checked, as
 * rules may look at other fields.
 */
export function yupRule<Values = Record<string, unknown>>(
  schema: AnyObjectSchema,
  field: string,
  toPayload: (values: Values) => object = (values) => values as object,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      await schema.validateAt(field, toPayload(getFieldsValue(true) as Values));
    },
  });
}
