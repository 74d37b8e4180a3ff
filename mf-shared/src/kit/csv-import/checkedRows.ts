import type { CsvRowError } from './csv';

/** One data row of the file as checked: its cells, its errors, and the value to import if none. */
export interface CheckedRow<T> {
  /** Data row number, from 1. */
  row: number;
  cells: string[];
  errors: CsvRowError[];
  value?: T;
}

/** "1 row", "2,400 rows". */
export const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
