import { ValidationError } from 'yup';
import { registrationSchema } from './auth';
import { eventSchema } from './events';
import { guestSchema } from './guest';
import { NAME_HIDDEN_CHARACTERS } from './names';
import { companySchema, profileSchema } from './profile';
import { teamInviteSchema } from './team';

function errorsOf(schema: { validateSyncAt: (path: string, v: unknown) => unknown }, path: string, value: string) {
  try {
    schema.validateSyncAt(path, { [path]: value });
    return undefined;
  } catch (error) {
    return (error as ValidationError).message;
  }
}

describe('names refuse hidden characters (review I6)', () => {
  const fields: [string, { validateSyncAt: (path: string, v: unknown) => unknown }, string][] = [
    ['registration', registrationSchema, 'first_name'],
    ['registration', registrationSchema, 'company_name'],
    ['profile', profileSchema, 'last_name'],
    ['company', companySchema, 'company_name'],
    ['guest', guestSchema, 'first_name'],
    ['guest', guestSchema, 'company_name'],
    ['team invite', teamInviteSchema, 'last_name'],
    ['event', eventSchema, 'organised_by'],
  ];

  it.each(fields)('%s %s refuses a right-to-left override', (_form, schema, field) => {
    expect(errorsOf(schema, field, 'Ann\u202Egnp.exe')).toBe(NAME_HIDDEN_CHARACTERS);
  });

  it.each(['200B', '200C', '200D', '2060', 'FEFF', '202A', '202E', '2066', '2069'])('refuses U+%s', (hex) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    expect(errorsOf(guestSchema, 'last_name', `Le${character}e`)).toBe(NAME_HIDDEN_CHARACTERS);
  });

  it('accepts names in any script, with accents, apostrophes and hyphens', () => {
    for (const name of ['Zoë O’Brien-Smith', '李小龙', 'محمد', 'Ævar Þór'])
      expect(errorsOf(guestSchema, 'first_name', name)).toBeUndefined();
  });
});
