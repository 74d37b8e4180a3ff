/**
 * The guest record as CSV, both ways. Out: the expert's guests (`GET /guests/export.csv`), the
 * import's columns first (GUEST_CSV_COLUMNS, list names `;`-separated), so a downloaded file goes
 * back through the import as it is; the account's state follows. In: an imported file (`POST
 * /guests/import`, `POST /contacts/import` with a multipart `file`), read as hostile input.
 *
 * The cell rules are mf-shared/validation's, the browser kit's too (`neutraliseCell`, `restoreCell`,
 * header matching, the file's shape and words): a cell a spreadsheet would run as a formula is
 * written with a leading `'` and read back without it. The kit writes and parses with papaparse
 * (browser); here the writing is the few lines below and the reading is csv-parse's.
 */
import { isUtf8 } from 'node:buffer';
import { parse } from 'csv-parse/sync';
import {
  CSV_FILE_MESSAGES,
  GUEST_CSV_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  csvFileProblem,
  neutraliseCell,
  shapeCsv,
  suggestMapping,
  unmatchedRequired,
  type CsvMapping,
  type ParsedCsv,
} from 'mf-shared/validation';
import { fieldError } from '../../lib/validation';

export { neutraliseCell };

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

/** The imported file's field: a refused file is a 422 on it. */
export const CSV_FILE_FIELD = 'file';

const refused = (message: string) => fieldError(CSV_FILE_FIELD, message);

/** Stops the parser at the first data row past the cap: a hostile file is not read to its end. */
class TooManyRows extends Error {}

/**
 * An imported CSV file, checked as hostile input before any row is read: text in UTF-8 (no NUL
 * byte, the type read from the content, not from its name or the client's word), a byte order
 * mark allowed; parsed with csv-parse as the kit parses with papaparse (lenient quotes inside a
 * cell, blank rows skipped, rows of any length); at most IMPORT_LIMITS.ROWS_MAX data rows; a
 * header row and a data row; every required column of the guest form matched, as the kit matches
 * headers. Answers the rows and which field each column fills; a refused file is a 422 on `file`.
 */
export function readCsvFile(file: Buffer): { parsed: ParsedCsv; mapping: CsvMapping } {
  if (file.includes(0) || !isUtf8(file)) throw refused(CSV_FILE_MESSAGES.NOT_TEXT);
  let kept = 0;
  let records: string[][];
  try {
    records = parse(file, {
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record: string[]) => {
        if (!record.some((cell) => cell.trim())) return null;
        // The header row and ROWS_MAX data rows.
        if (++kept > IMPORT_LIMITS.ROWS_MAX + 1) throw new TooManyRows();
        return record;
      },
    });
  } catch (error) {
    throw refused(error instanceof TooManyRows ? IMPORT_MESSAGES.TOO_MANY_ROWS : CSV_FILE_MESSAGES.UNREADABLE);
  }
  const parsed = shapeCsv(records);
  const problem = csvFileProblem(parsed, IMPORT_LIMITS.ROWS_MAX);
  if (problem) throw refused(problem);
  const mapping = suggestMapping(parsed.headers, GUEST_CSV_COLUMNS);
  const missing = unmatchedRequired(mapping, GUEST_CSV_COLUMNS);
  if (missing.length) throw refused(CSV_FILE_MESSAGES.UNMATCHED(missing));
  return { parsed, mapping };
}
