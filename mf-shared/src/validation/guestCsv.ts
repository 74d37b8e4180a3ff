import { ValidationError } from 'yup';
import type { CsvColumn, CsvFieldError, CsvRecord, CsvRowCheck } from './csv';
import { DIRECTORY_MESSAGES } from './directory';
import { GUEST_GENDERS, guestSchema, type GuestInput } from './guest';

type Named = { id: number; name: string; code?: string };

/** The reference lists a guest row's names are looked up in (the lookups entity's reads). */
export interface GuestCsvLookups {
  countries: readonly Named[];
  expertises: readonly Named[];
  /** Media regions the guest is available for appearances in (`available`). */
  regions: readonly Named[];
  languages: readonly Named[];
}

/** Columns that hold several names, separated by this. */
export const GUEST_CSV_LIST_SEPARATOR = ';';

const DESCRIPTION_EXAMPLE =
  'Economist covering Southeast Asian markets, central bank policy and trade, with twenty years in regional banks and a regular voice on business radio.';

/** The guest form's fields as CSV columns (spec sections 3 and 5); list columns hold names, e.g. `Singapore; Malaysia`. */
export const GUEST_CSV_COLUMNS: readonly CsvColumn[] = [
  { key: 'first_name', label: 'First name', required: true, example: 'Ann', aliases: ['first', 'given name'] },
  { key: 'last_name', label: 'Last name', required: true, example: 'Lee', aliases: ['last', 'surname', 'family name'] },
  { key: 'gender', label: 'Gender', required: true, example: 'Female', aliases: ['sex'] },
  { key: 'title', label: 'Title', required: true, example: 'Chief Economist', aliases: ['job title', 'position'] },
  { key: 'headline', label: 'Headline', example: 'Asian markets and central banks' },
  { key: 'company_name', label: 'Company name', required: true, example: 'Acme Bank', aliases: ['company'] },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    required: true,
    example: 'https://www.linkedin.com/in/ann-lee',
    aliases: ['linkedin url', 'linkedin profile'],
  },
  { key: 'country', label: 'Country', required: true, example: 'Singapore; Malaysia', aliases: ['countries'] },
  {
    key: 'expertise',
    label: 'Expertise',
    required: true,
    example: 'Finance; Banking',
    aliases: ['expertises', 'topics'],
  },
  {
    key: 'available',
    label: 'Available in',
    required: true,
    example: 'Singapore',
    aliases: ['regions', 'media regions', 'available for appearances in'],
  },
  { key: 'languages', label: 'Languages', example: 'English; Malay', aliases: ['language'] },
  { key: 'description', label: 'Description', required: true, example: DESCRIPTION_EXAMPLE, aliases: ['bio'] },
  { key: 'rating', label: 'Rating', example: '4.5' },
];

type ListField = 'country' | 'expertise' | 'available' | 'languages';
const LIST_SOURCES: Record<ListField, keyof GuestCsvLookups> = {
  country: 'countries',
  expertise: 'expertises',
  available: 'regions',
  languages: 'languages',
};

/** 'Côte  d’Ivoire ' → "cote d'ivoire": names compare without case, accents or extra spaces. */
const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const genderKey = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');
const GENDERS = new Map(GUEST_GENDERS.map((g) => [genderKey(g), g]));

/** The names of a list cell: `Singapore; Malaysia` → ['Singapore', 'Malaysia']. */
export const splitNames = (cell: string | undefined) =>
  (cell ?? '')
    .split(GUEST_CSV_LIST_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Reads CSV rows as the guest form: names become lookup ids (a country or language by its code too),
 * an unknown name is an error on its column ('Please choose valid options: Atlantis'), then the row
 * is checked with `guestSchema` (every field, first message each). Build it once per set of lookups.
 */
export function guestCsvReader(lookups: GuestCsvLookups): (record: CsvRecord) => CsvRowCheck<GuestInput> {
  const index = Object.fromEntries(
    (Object.keys(LIST_SOURCES) as ListField[]).map((field) => {
      const byName = new Map<string, number>();
      for (const item of lookups[LIST_SOURCES[field]]) {
        byName.set(nameKey(item.name), item.id);
        if (item.code && !byName.has(nameKey(item.code))) byName.set(nameKey(item.code), item.id);
      }
      return [field, byName];
    }),
  ) as Record<ListField, Map<string, number>>;

  return (record) => {
    const errors: CsvFieldError[] = [];
    const lists = {} as Record<ListField, number[]>;
    for (const field of Object.keys(LIST_SOURCES) as ListField[]) {
      const names = splitNames(record[field]);
      const unknown = names.filter((name) => !index[field].has(nameKey(name)));
      if (unknown.length) errors.push({ field, message: `${DIRECTORY_MESSAGES.IDS}: ${unknown.join(', ')}` });
      // Each id once, in the order written.
      lists[field] = [...new Set(names.flatMap((name) => index[field].get(nameKey(name)) ?? []))];
    }
    const blank = (value: string | undefined) => (value ? value : undefined);
    const input = {
      first_name: record.first_name ?? '',
      last_name: record.last_name ?? '',
      gender: GENDERS.get(genderKey(record.gender ?? '')) ?? record.gender ?? '',
      title: record.title ?? '',
      headline: blank(record.headline) ?? null,
      company_name: record.company_name ?? '',
      linkedin: record.linkedin ?? '',
      ...lists,
      description: record.description ?? '',
      // Empty: the form's default (4); words are refused by the schema.
      rating: blank(record.rating),
    };
    let value: GuestInput | undefined;
    try {
      value = guestSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const seen = new Set(errors.map((e) => e.field));
      for (const inner of error.inner.length ? error.inner : [error]) {
        const field = (inner.path ?? '').replace(/\[\d+\]$/, '');
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ field, message: inner.message });
      }
    }
    return errors.length ? { errors } : { errors, value };
  };
}
