import { after, before, describe, it } from 'node:test';
import { and, count, eq, inArray } from 'drizzle-orm';
import { CSV_FILE_MESSAGES, IMPORT_LIMITS, IMPORT_MESSAGES } from 'mf-shared/validation';
import { expect } from '../../../test/expect';
import { makePng } from '../../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { countries, expertises, guests, languages, mediaRegions, users } from '../../db/schema';
import { CSV_TOO_LARGE } from './guest-record.routes';

// Issue 24: the imports take the CSV file itself (multipart `file`), read on the server with the
// kit's header matching, and import what the same rows sent as JSON import; a bad file is refused whole.

let t: TestApp;
let expert: Record<string, string>;
let journalist: Record<string, string>;

before(async () => {
  // Every import here counts against the hour's imports: room for all of them.
  t = await buildTestApp({ fixture: 'demo', settings: { IMPORTS_PER_HOUR: '100' } });
  [expert, journalist] = await Promise.all(
    ['expert@example.com', 'journalist@example.com'].map((email) => signIn(t.app, email)),
  );
});
after(() => t.app.close());

const IMPORTS = [
  { url: '/guests/import', who: 'expert', isPrivate: false },
  { url: '/contacts/import', who: 'journalist', isPrivate: true },
] as const;
const headersOf = (who: 'expert' | 'journalist') => (who === 'expert' ? expert : journalist);

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

/** A multipart import of `content` as the file field `file`. */
function upload(url: string, headers: Record<string, string>, content: string | Uint8Array, name = 'guests.csv') {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), name);
  return call('POST', url, headers, form);
}

/** Cells quoted where CSV needs it. */
const csv = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\r\n');

const DESCRIPTION =
  'Follows the European Central Bank and bond markets, and explains what rate decisions mean for households.';

/** A guest as JSON rows send it: lists as lookup ids. */
const jsonRow = (i: number) => ({
  first_name: 'Ines',
  last_name: `Filed${i}`,
  gender: 'Female',
  title: 'Chief Economist',
  // A formula-looking cell: kept as text, as the JSON path keeps it (the export neutralises it).
  headline: '=rates, bonds and households',
  company_name: 'Banque du Nord',
  linkedin: `https://www.linkedin.com/in/ines-filed-${i}`,
  country: [1, 2],
  expertise: [1, 2],
  available: [1],
  languages: [1],
  description: DESCRIPTION,
  rating: 4.5,
});

/** The names of lookup ids, as a file holds them (`;`-separated). */
async function names(
  table: typeof countries | typeof expertises | typeof mediaRegions | typeof languages,
  ids: number[],
) {
  const rows = await t.database.db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.name).join('; ');
}

/**
 * The same guests as a CSV file: headers as people write them (labels and aliases, in another
 * order), list names instead of ids, the formula cell as our export writes it (a leading `'`).
 */
async function cellsOf(rows: ReturnType<typeof jsonRow>[]) {
  const header = ['Surname', 'First Name', 'Sex', 'Job title', 'Headline', 'Company', 'LinkedIn URL', 'Countries'];
  const lists = {
    country: await names(countries, [1, 2]),
    expertise: await names(expertises, [1, 2]),
    available: await names(mediaRegions, [1]),
    languages: await names(languages, [1]),
  };
  return [
    [...header, 'Topics', 'Available in', 'language', 'Bio', 'rating'],
    ...rows.map((r) => [
      r.last_name,
      r.first_name,
      r.gender.toLowerCase(),
      r.title,
      `'${r.headline}`,
      r.company_name,
      r.linkedin,
      lists.country,
      lists.expertise,
      lists.available,
      lists.languages,
      r.description,
      String(r.rating),
    ]),
  ];
}

const fileOf = async (rows: ReturnType<typeof jsonRow>[]) => csv(await cellsOf(rows));

/** What a guest's profile says, without what tells two records apart (ids, names, links, dates). */
async function profile(id: number, headers: Record<string, string>) {
  const res = await call('GET', `/guests/${id}`, headers);
  expect(res.statusCode).toBe(200);
  const { id: _id, guest_id: _gid, last_name: _l, linkedin: _li, last_confirmed_at: _c, ...rest } = res.json().data;
  return rest;
}

async function countOf(email: string, isPrivate: boolean) {
  const db = t.database.db;
  const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [{ n }] = await db
    .select({ n: count() })
    .from(guests)
    .where(and(eq(guests.user_id, id), eq(guests.is_private, isPrivate)));
  return n;
}

describe('a CSV file sent to the import', () => {
  for (const { url, who, isPrivate } of IMPORTS) {
    it(`imports the same records as the same rows sent as JSON (${url})`, async () => {
      const headers = headersOf(who);
      const asJson = await call('POST', url, headers, { rows: [jsonRow(1), jsonRow(2)] });
      expect(asJson.statusCode).toBe(200);
      const asFile = await upload(url, headers, `\uFEFF${await fileOf([jsonRow(3), jsonRow(4)])}\r\n`);
      expect(asFile.statusCode).toBe(200);
      expect(asFile.json()).toMatchObject({ data: { imported: 2, errors: [] }, message: asJson.json().message });

      const fromJson = asJson.json().data.ids as number[];
      const fromFile = asFile.json().data.ids as number[];
      expect(fromFile).toHaveLength(2);
      for (const [i, id] of fromFile.entries()) {
        const [json, file] = [await profile(fromJson[i]!, headers), await profile(id, headers)];
        expect(file).toEqual(json);
        expect(file).toMatchObject({ is_private: isPrivate, headline: '=rates, bonds and households' });
      }
      const detail = (await call('GET', `/guests/${fromFile[1]}`, headers)).json().data;
      expect([detail.last_name, detail.linkedin]).toEqual(['Filed4', 'https://www.linkedin.com/in/ines-filed-4']);
      expect(detail.country.map((c: { id: number }) => c.id).sort()).toEqual([1, 2]);
    });
  }

  it('reports a row it cannot read by the file’s row number, and imports the others', async () => {
    const cells = await cellsOf([jsonRow(5), jsonRow(6), jsonRow(7)]);
    // Row 2 names a country that does not exist; row 3 has no description.
    cells[2]![7] = `${cells[2]![7]}; Atlantis`;
    cells[3]![11] = '';
    const before = await countOf('expert@example.com', false);
    const res = await upload('/guests/import', expert, csv(cells));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      imported: 1,
      errors: [
        { row: 2, field: 'country', message: 'Please choose valid options: Atlantis' },
        { row: 3, field: 'description', message: 'This field is required' },
      ],
    });
    expect(await countOf('expert@example.com', false)).toBe(before + 1);
  });

  it('refuses a file whose header row lacks required columns, naming them', async () => {
    const file = (await fileOf([jsonRow(8)])).replace('LinkedIn URL', 'Profile').replace(',Bio,', ',About,');
    const before = await countOf('journalist@example.com', true);
    const res = await upload('/contacts/import', journalist, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['Required fields not matched: LinkedIn, Description'] });
    expect(res.json().errors.file[0]).toBe(
      CSV_FILE_MESSAGES.UNMATCHED([
        { key: 'linkedin', label: 'LinkedIn' },
        { key: 'description', label: 'Description' },
      ]),
    );
    expect(await countOf('journalist@example.com', true)).toBe(before);
  });

  it('refuses a file past the JSON import’s body limit', async () => {
    const [header, row] = (await fileOf([jsonRow(9)])).split('\r\n') as [string, string];
    const rows = Math.ceil(IMPORT_LIMITS.BODY_BYTES_MAX / row.length);
    const big = `${header}\n${`${row}\n`.repeat(rows)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(IMPORT_LIMITS.BODY_BYTES_MAX);
    const before = await countOf('expert@example.com', false);
    const res = await upload('/guests/import', expert, big);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: [CSV_TOO_LARGE] });
    expect(CSV_TOO_LARGE).toBe('The file must be at most 7MB');
    expect(await countOf('expert@example.com', false)).toBe(before);
  });

  it('refuses a binary file, whatever its name and type say, and text that is not UTF-8', async () => {
    const png = await upload('/guests/import', expert, await makePng(), 'guests.csv');
    expect(png.statusCode).toBe(422);
    expect(png.json().errors).toEqual({ file: [CSV_FILE_MESSAGES.NOT_TEXT] });
    expect(CSV_FILE_MESSAGES.NOT_TEXT).toBe('The file must be CSV text in UTF-8');

    // Latin-1 'é' (0xE9) has no NUL byte but is not UTF-8.
    const latin1 = Buffer.from(await fileOf([jsonRow(10)]), 'latin1');
    latin1[latin1.indexOf('Ines')] = 0xe9;
    const notUtf8 = await upload('/contacts/import', journalist, latin1);
    expect(notUtf8.json().errors).toEqual({ file: [CSV_FILE_MESSAGES.NOT_TEXT] });
  });

  it('refuses more rows than one import takes, an empty file, a broken quote and no file at all', async () => {
    const [header, row] = (await fileOf([jsonRow(11)])).split('\r\n');
    const tooMany = await upload(
      '/guests/import',
      expert,
      [header, ...Array(IMPORT_LIMITS.ROWS_MAX + 1).fill(row)].join('\n'),
    );
    expect([tooMany.statusCode, tooMany.json().errors]).toEqual([422, { file: [IMPORT_MESSAGES.TOO_MANY_ROWS] }]);

    const onlyHeader = await upload('/guests/import', expert, `${header}\n\n , \n`);
    expect(onlyHeader.json().errors).toEqual({ file: [CSV_FILE_MESSAGES.NO_ROWS] });
    const empty = await upload('/guests/import', expert, '\uFEFF\r\n');
    expect(empty.json().errors).toEqual({ file: [CSV_FILE_MESSAGES.EMPTY] });
    const unclosed = await upload('/guests/import', expert, `${header}\n${row}\n"Ines,Lee`);
    expect(unclosed.json().errors).toEqual({ file: [CSV_FILE_MESSAGES.UNREADABLE] });

    const form = new FormData();
    form.append('other', new Blob(['a,b\n1,2']), 'other.csv');
    const none = await call('POST', '/guests/import', expert, form);
    expect([none.statusCode, none.json().errors]).toEqual([422, { file: ['This field is required'] }]);
  });
});
