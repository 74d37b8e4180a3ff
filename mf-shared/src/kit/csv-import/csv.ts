import Papa from 'papaparse';

// The pure rules (header matching, cells, the file's shape and words) are mf-shared/validation's,
// shared with the API; this module adds papaparse, the browser's file reading and downloads.
import {
  neutraliseCell,
  normaliseHeader,
  shapeCsv,
  type CsvColumn,
  type CsvMapping,
  type CsvRowError,
  type ParsedCsv,
} from 'mf-shared/validation';

export {
  neutraliseCell,
  normaliseHeader,
  overlongMessage,
  restoreCell,
  suggestMapping,
  toRecord,
  unmatchedRequired,
  type CsvColumn,
  type CsvFieldError,
  type CsvMapping,
  type CsvRecord,
  type CsvRowCheck,
  type CsvRowError,
  type ParsedCsv,
} from 'mf-shared/validation';

/**
 * A CSV text: every cell neutralised, quoted where it must be, CRLF line ends, and a byte order mark
 * so spreadsheet programs read it as UTF-8.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const safe = rows.map((row) => row.map((cell) => neutraliseCell(cell ?? '')));
  return `\uFEFF${Papa.unparse(safe, { newline: '\r\n' })}\r\n`;
}

/** The template: the header row (the keys) and one example row. */
export function templateCsv(columns: readonly CsvColumn[]): string {
  return toCsv([columns.map((c) => c.key), columns.map((c) => c.example ?? '')]);
}

/** The mapping with header `index` now filling `key` (null: not imported); another header filling it lets go. */
export function remap(mapping: CsvMapping, index: number, key: string | null): CsvMapping {
  return mapping.map((current, i) => (i === index ? key : key !== null && current === key ? null : current));
}

/** Parses CSV text: the first non-empty row is the header row; blank rows are skipped. */
export function parseCsvText(text: string): ParsedCsv {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return shapeCsv(data);
}

/** Reads a chosen file as UTF-8 text (FileReader: File#text is missing from some engines). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

/** The field an error names: a server's nested key ('country.0', 'country[]') is its field. */
export const fieldKey = (field: string) => field.replace(/(\.\d+|\[\d*\])+$/, '');

/** The column title of a field key ('country' → 'Country'); an unknown key reads as it is. */
export function columnLabel(field: string, columns: readonly CsvColumn[]): string {
  const key = fieldKey(field);
  return columns.find((c) => c.key === key)?.label ?? field;
}

/** "Row 3, Country: Please choose valid options: Atlantis" ("Row 3: …" for an error on no field). */
export function errorText(error: CsvRowError, columns: readonly CsvColumn[]): string {
  const label = columnLabel(error.field, columns);
  return label ? `Row ${error.row}, ${label}: ${error.message}` : `Row ${error.row}: ${error.message}`;
}

/** Errors by row, then in the columns' order. */
export function sortErrors(errors: readonly CsvRowError[], columns: readonly CsvColumn[]): CsvRowError[] {
  const order = (field: string) => {
    if (!field) return -1; // about the whole row
    const i = columns.findIndex((c) => c.key === fieldKey(field));
    return i < 0 ? columns.length : i;
  };
  return [...errors].sort((a, b) => a.row - b.row || order(a.field) - order(b.field));
}

/**
 * The rows that were refused, in the file's own columns (so the file can be fixed and sent again), with
 * an `error` column saying what is wrong with each ("Country: …; Rating: …").
 */
export function rejectedRowsCsv(
  parsed: ParsedCsv,
  errors: readonly CsvRowError[],
  columns: readonly CsvColumn[],
): string {
  const byRow = new Map<number, string[]>();
  for (const error of sortErrors(errors, columns)) {
    const list = byRow.get(error.row) ?? [];
    const label = columnLabel(error.field, columns);
    list.push(label ? `${label}: ${error.message}` : error.message);
    byRow.set(error.row, list);
  }
  const rejected = [...byRow.keys()].sort((a, b) => a - b).filter((row) => row >= 1 && row <= parsed.rows.length);
  // A row with more cells than the header row keeps them all: the header row gets blank cells to match.
  const width = Math.max(parsed.headers.length, ...rejected.map((row) => parsed.overlong.get(row)?.length ?? 0));
  const headers = [...parsed.headers, ...Array<string>(width - parsed.headers.length).fill('')];
  // A file that is itself a rejected-rows file gets one error column, the new one.
  const kept = headers.map((_, i) => i).filter((i) => normaliseHeader(headers[i]) !== 'error');
  const rows = rejected.map((row) => {
    const cells = parsed.overlong.get(row) ?? parsed.rows[row - 1];
    return [...kept.map((i) => cells[i] ?? ''), byRow.get(row)!.join('; ')];
  });
  return toCsv([[...kept.map((i) => headers[i]), 'error'], ...rows]);
}

/** Hands a file to the browser's downloads (a temporary object URL, let go afterwards). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click returns: let the URL go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
