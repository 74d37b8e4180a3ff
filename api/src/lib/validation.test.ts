import { it } from 'node:test';
import { date, number, object, string } from 'yup';
import { expect } from '../../test/expect';
import { validated, WRONG_TYPE } from './validation';

it('answers a value of the wrong type on its field without repeating the value', async () => {
  const schema = object({ password: string().required(), when: date().required(), count: number() });
  const error = await validated(schema, { password: 'Secret-2026-pass', when: 'Secret-2026-pass', count: 'x' }).catch(
    (e) => e,
  );
  expect(error.statusCode).toBe(422);
  expect(error.errors).toEqual({ when: [WRONG_TYPE], count: [WRONG_TYPE] });
  expect(JSON.stringify(error.errors)).not.toContain('Secret-2026-pass');
});
