import { parseCsvText, suggestMapping, templateCsv, toRecord } from 'mf-shared/kit/csv-import';
import { GUEST_CSV_COLUMNS, guestCsvReader, type GuestCsvLookups } from './csv';

const lookups: GuestCsvLookups = {
  countries: [
    { id: 10, name: 'Singapore', code: 'SG' },
    { id: 11, name: 'Malaysia', code: 'MY' },
    { id: 12, name: 'Côte d’Ivoire', code: 'CI' },
  ],
  expertises: [
    { id: 3, name: 'Finance' },
    { id: 4, name: 'Banking' },
  ],
  regions: [
    { id: 1, name: 'Singapore' },
    { id: 2, name: 'Southeast Asia' },
  ],
  languages: [
    { id: 40, name: 'English', code: 'en' },
    { id: 41, name: 'Malay', code: 'ms' },
  ],
};
const read = guestCsvReader(lookups);

const DESCRIPTION = 'A'.repeat(120);
const row = (overrides: Record<string, string> = {}) => ({
  first_name: 'Ann',
  last_name: 'Lee',
  gender: 'female',
  title: 'Chief Economist',
  headline: '',
  company_name: 'Acme Bank',
  linkedin: 'https://www.linkedin.com/in/ann-lee',
  country: 'Singapore; malaysia',
  expertise: 'Finance;Banking',
  available: 'Southeast Asia',
  languages: 'English; ms',
  description: DESCRIPTION,
  rating: '',
  ...overrides,
});

it('turns names into ids (any case, accents aside, codes too) and gives the guest form’s values', () => {
  const { errors, value } = read(row({ country: 'singapore; Cote d’Ivoire; SG' }));
  expect(errors).toEqual([]);
  expect(value).toMatchObject({
    first_name: 'Ann',
    gender: 'Female',
    headline: null,
    country: [10, 12],
    expertise: [3, 4],
    available: [2],
    languages: [40, 41],
    description: DESCRIPTION,
    rating: 4,
  });
});

it('names each unknown name on its column and checks the rest with the guest form’s rules and words', () => {
  const { errors, value } = read(
    row({
      country: 'Singapore; Atlantis; Narnia',
      expertise: '',
      languages: 'Klingon',
      linkedin: 'https://example.com/ann',
      description: 'Too short',
      rating: '7',
      gender: 'robot',
      first_name: '',
    }),
  );
  expect(value).toBeUndefined();
  expect(errors).toEqual(
    expect.arrayContaining([
      { field: 'country', message: 'Please choose valid options: Atlantis, Narnia' },
      { field: 'languages', message: 'Please choose valid options: Klingon' },
      { field: 'expertise', message: 'Choose at least one' },
      { field: 'linkedin', message: 'Must be valid LinkedIn profile url' },
      { field: 'description', message: 'This field must be at least 100 characters' },
      { field: 'rating', message: 'Please choose a valid rating number' },
      { field: 'gender', message: 'Please choose a valid gender' },
      { field: 'first_name', message: 'This field is required' },
    ]),
  );
  // One message per field: the unknown name, not also the schema's.
  expect(errors.filter((e) => e.field === 'country')).toHaveLength(1);
  expect(errors).toHaveLength(8);
});

it('refuses a rating that is not a number or not a half step', () => {
  expect(read(row({ rating: 'great' })).errors).toEqual([
    { field: 'rating', message: 'Please choose a valid rating number' },
  ]);
  expect(read(row({ rating: '0' })).errors).toEqual([{ field: 'rating', message: 'Must be bigger that 0' }]);
  expect(read(row({ rating: '4.5' })).value?.rating).toBe(4.5);
});

it('has a template whose example row is itself a valid guest, matched back to every column', () => {
  const parsed = parseCsvText(templateCsv(GUEST_CSV_COLUMNS));
  const mapping = suggestMapping(parsed.headers, GUEST_CSV_COLUMNS);
  expect(mapping).toEqual(GUEST_CSV_COLUMNS.map((c) => c.key));
  const example = read(toRecord(parsed.rows[0], mapping));
  expect(example.errors).toEqual([]);
  expect(example.value?.country).toEqual([10, 11]);
});
