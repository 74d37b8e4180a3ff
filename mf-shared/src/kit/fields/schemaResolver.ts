import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a yup schema the resolver uses (yup's own types stay out of the kit). */
interface Schema {
  validate(value: unknown, options: { abortEarly: false; context?: object }): Promise<unknown>;
}

interface RuleBroken {
  path?: string;
  type?: string;
  message: string;
}

/**
 * A react-hook-form resolver that checks the form with the shared yup rules (mf-shared/validation)
 * against what will be sent, `toPayload(values)` (the values themselves when a form sends them as
 * they are), as the server checks it; each field gets the first message for its name
 * (`items.0.name` counts for `items`).
 */
export function schemaResolver<V extends FieldValues, P = V>(
  schema: Schema,
  toPayload: (values: V) => P = (values) => values as unknown as P,
  context?: () => object,
): Resolver<V> {
  return async (values) => {
    try {
      await schema.validate(toPayload(values), { abortEarly: false, context: context?.() });
      return { values, errors: {} };
    } catch (error) {
      const inner = (error as { inner?: RuleBroken[] }).inner;
      if (!inner) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const broken of inner.length ? inner : [error as RuleBroken]) {
        const field = broken.path?.split(/[.[]/)[0];
        if (field && !errors[field]) errors[field] = { type: broken.type ?? 'rule', message: broken.message };
      }
      return { values: {}, errors: errors as FieldErrors<V> };
    }
  };
}
