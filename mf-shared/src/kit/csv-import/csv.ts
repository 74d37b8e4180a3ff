import Papa from 'papaparse';

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

/** The mapping with header `index` now filling `key` (null: not imported); another header filling it lets go. */
export function remap(mapping: CsvMapping, index: number, key: string | null): CsvMapping {
  return mapping.map((current, i) => (i === index ? key : key !== null && current === key ? null : current));
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

/** Parses CSV text: the first non-empty row is the header row; blank rows are skipped. */
export function parseCsvText(text: string): ParsedCsv {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [head = [], ...body] = data;
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

/** The error of a row with more cells than the header row. */
export const overlongMessage = (cells: number, width: number) =>
  `This row has ${cells} cells and the header row ${width}: put quotes around a value that holds a comma`;

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
