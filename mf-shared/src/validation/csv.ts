// The rules of a CSV import that need no parser, no DOM and no React: a header row matched to
// fields, cells read back as they were written, a file's rows shaped alike, and the words for a
// refused file. The browser's kit (kit/csv-import, papaparse) and the API (csv-parse) both use them.

/** One field a file's columns can fill. */
export interface CsvColumn {
  /** The field's name in a row (and in the template's header row). */
  key: string;
  /** What people read: the preview's column titles and the errors' "Column". */
  label: string;
  required?: boolean;
  /** The template's example row. */
  example?: string;
  /** Other headers that mean this field ('Surname' for last_name); matched like the key and label. */
  aliases?: readonly string[];
}

/** A data row as the fields see it: field key → the cell's text (trimmed), for the matched fields only. */
export type CsvRecord = Record<string, string>;

export interface CsvFieldError {
  /** A column key; a key the columns do not know is shown as it is. */
  field: string;
  message: string;
}

/** A row-numbered error: row counts data rows from 1 (the header row is not counted). */
export interface CsvRowError extends CsvFieldError {
  row: number;
}

/** What a row's check found: its errors, and the value to import when there are none (the record itself if left out). */
export interface CsvRowCheck<T> {
  errors: CsvFieldError[];
  value?: T;
}

export interface ParsedCsv {
  headers: string[];
  /** Data rows, each as long as the header row (missing cells are ''). */
  rows: string[][];
  /** Rows with filled cells past the header row's (often a comma in a value without quotes): all their cells. */
  overlong: Map<number, string[]>;
}

/** Which field each of the file's columns fills (index = the file's column), or null: not imported. */
export type CsvMapping = (string | null)[];

// A cell a spreadsheet would run as a formula (CSV injection): OWASP's list of leading characters.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell made safe to open in a spreadsheet: one that could start a formula gets a leading single quote. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes `neutraliseCell` on a file we wrote, so a rejected-rows file fixed and sent again reads as before. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** 'First Name', 'first_name', ' FIRST-NAME ' → 'firstname'. */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[\s_\-.]+/g, '');
}

/**
 * The suggested match of each header: the first field whose key, label or an alias reads the same
 * (case, spaces, underscores and hyphens aside); a field is matched once, by its first header.
 */
export function suggestMapping(headers: readonly string[], columns: readonly CsvColumn[]): CsvMapping {
  const taken = new Set<string>();
  return headers.map((header) => {
    const name = normaliseHeader(header);
    if (!name) return null;
    const column = columns.find(
      (c) =>
        !taken.has(c.key) &&
        [c.key, c.label, ...(c.aliases ?? [])].some((candidate) => normaliseHeader(candidate) === name),
    );
    if (!column) return null;
    taken.add(column.key);
    return column.key;
  });
}

/** Required fields no header fills. */
export function unmatchedRequired(mapping: CsvMapping, columns: readonly CsvColumn[]): CsvColumn[] {
  return columns.filter((c) => c.required && !mapping.includes(c.key));
}

/** A data row as its fields see it. */
export function toRecord(row: readonly string[], mapping: CsvMapping): CsvRecord {
  const record: CsvRecord = {};
  mapping.forEach((key, i) => {
    if (key !== null) record[key] = (row[i] ?? '').trim();
  });
  return record;
}

/**
 * A parser's rows as an import reads them: the first row is the header row (trimmed), blank rows
 * are skipped, every data row is as long as the header row, and cells we neutralised are restored.
 */
export function shapeCsv(data: readonly (readonly string[])[]): ParsedCsv {
  const [head = [], ...body] = data.filter((row) => row.some((cell) => cell.trim()));
  const headers = head.map((h) => restoreCell(h.trim()));
  const width = headers.length;
  const overlong = new Map<number, string[]>();
  const rows = body.map((row, i) => {
    if (row.slice(width).some((cell) => cell.trim())) overlong.set(i + 1, row.map(restoreCell));
    const cells = row.slice(0, width).map(restoreCell);
    while (cells.length < width) cells.push('');
    return cells;
  });
  return { headers, rows, overlong };
}

/** The error of a row with more cells than the header row. */
export const overlongMessage = (cells: number, width: number) =>
  `This row has ${cells} cells and the header row ${width}: put quotes around a value that holds a comma`;

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** Why a CSV file is refused as a whole, in the browser and on the server. */
export const CSV_FILE_MESSAGES = {
  NOT_CSV: 'Only .csv files can be imported',
  NOT_TEXT: 'The file must be CSV text in UTF-8',
  UNREADABLE: 'The file could not be read',
  EMPTY: 'The file is empty: it needs a header row and at least one row',
  NO_ROWS: 'The file has a header row but no rows to import',
  TOO_MANY_ROWS: (rows: number, max: number) =>
    `The file has ${plural(rows, 'row')}; at most ${max.toLocaleString('en')} can be imported at once`,
  UNMATCHED: (missing: readonly CsvColumn[]) =>
    `Required ${missing.length === 1 ? 'field' : 'fields'} not matched: ${missing.map((c) => c.label).join(', ')}`,
} as const;

/** The checks a whole file must pass once parsed (a header row, a data row, at most `maxRows`): why not, or null. */
export function csvFileProblem(parsed: ParsedCsv, maxRows: number | undefined): string | null {
  if (!parsed.headers.some(Boolean)) return CSV_FILE_MESSAGES.EMPTY;
  if (parsed.rows.length === 0) return CSV_FILE_MESSAGES.NO_ROWS;
  if (maxRows !== undefined && parsed.rows.length > maxRows)
    return CSV_FILE_MESSAGES.TOO_MANY_ROWS(parsed.rows.length, maxRows);
  return null;
}
