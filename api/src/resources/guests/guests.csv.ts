/**
 * The expert's guests as CSV (`GET /guests/export.csv`). The first columns are the import's
 * (GUEST_CSV_COLUMNS in mf-shared/src/entities/guest/csv.ts, list names `;`-separated), so a
 * downloaded file goes back through the import as it is; the account's state follows.
 *
 * The writing rule is the CSV kit's (`neutraliseCell` and `toCsv` in mf-shared/src/kit/csv-import/csv.ts):
 * a cell a spreadsheet would run as a formula gets a leading `'`, cells are quoted where they must
 * be, CRLF line ends and a byte order mark. That module also holds the browser's file reading and
 * download (DOM) and is not exported on its own, so the API cannot import it; guests.csv.test.ts
 * checks that both write the same cells.
 */

/** OWASP's leading characters of a formula (CSV injection), as the kit's `neutraliseCell`. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** A CSV text: every cell neutralised and quoted where it must be, CRLF line ends, a byte order mark. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => quoted(neutraliseCell(cell ?? ''))).join(',')).join('\r\n')}\r\n`;
}

export const GUEST_EXPORT_COLUMNS = [
  'first_name',
  'last_name',
  'gender',
  'title',
  'headline',
  'company_name',
  'linkedin',
  'country',
  'expertise',
  'available',
  'languages',
  'description',
  'rating',
  'id',
  'status',
  'last_confirmed_at',
  'completeness',
] as const;

export interface GuestExportRow {
  id: number;
  first_name: string;
  last_name: string;
  gender: string;
  title: string;
  headline: string | null;
  company_name: string;
  linkedin: string;
  country: string;
  expertise: string;
  available: string;
  languages: string;
  description: string;
  rating: number;
  is_draft: boolean;
  is_hidden: boolean;
  last_confirmed_at: string | null;
  percent: number;
}

/** `draft` (step 2 not done), `hidden` (kept out of the directory) or `listed`. */
const statusOf = (row: GuestExportRow) => (row.is_draft ? 'draft' : row.is_hidden ? 'hidden' : 'listed');

export function guestsCsv(rows: readonly GuestExportRow[]): string {
  return toCsv([
    [...GUEST_EXPORT_COLUMNS],
    ...rows.map((row) =>
      GUEST_EXPORT_COLUMNS.map((column) => {
        if (column === 'status') return statusOf(row);
        if (column === 'completeness') return `${row.percent}%`;
        const value = row[column];
        return value === null || value === undefined ? '' : String(value);
      }),
    ),
  ]);
}
