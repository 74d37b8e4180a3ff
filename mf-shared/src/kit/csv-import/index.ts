// A CSV import in steps (template, file, header matching, checked preview, import, rejected rows),
// with no business words: the caller gives the columns, the row check and the import call.
export { CsvImport, type CsvImportOutcome, type CsvImportProps } from './CsvImport';
export * from './csv';
