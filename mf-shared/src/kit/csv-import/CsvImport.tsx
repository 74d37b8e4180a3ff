import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LIMITS } from 'mf-shared';
import { Typography } from 'mf-shared/kit/typography';
import { CSV_FILE_MESSAGES, csvFileProblem } from 'mf-shared/validation';
import { Button } from '../plain';
import { LoadingState } from '../states';
import { lazyThemed } from '../themed';
import { sizeLabel, tooLargeMessage } from '../upload/checkFile';
import {
  downloadCsv,
  overlongMessage,
  parseCsvText,
  readFileText,
  rejectedRowsCsv,
  sortErrors,
  suggestMapping,
  templateCsv,
  toRecord,
  unmatchedRequired,
} from './csv';
import type { CsvColumn, CsvFieldError, CsvMapping, CsvRecord, CsvRowCheck, CsvRowError, ParsedCsv } from './csv';
import { plural, type CheckedRow } from './checkedRows';
import './csv-import.css';

/** What `onImport` resolved with; an error's row counts from 1 within the rows `onImport` was given. */
export interface CsvImportOutcome {
  imported: number;
  errors?: readonly CsvRowError[];
}

export interface CsvImportProps<T = CsvRecord> {
  /** The fields a file may fill, in the template's order. */
  columns: readonly CsvColumn[];
  /**
   * Checks one row (its fields by key, trimmed; `row` counts data rows from 1): its field errors, or
   * `{ errors, value }` with the value to import. May be async; rows are checked in slices so a big
   * file does not freeze the page.
   */
  validate: (
    record: CsvRecord,
    row: number,
  ) => CsvFieldError[] | CsvRowCheck<T> | Promise<CsvFieldError[] | CsvRowCheck<T>>;
  /** Sends the valid rows' values; a rejection keeps everything on screen for another try. */
  onImport: (rows: T[]) => Promise<CsvImportOutcome>;
  /** The template's file name. */
  templateFileName?: string;
  /** Default: the spec's 20MB. */
  maxBytes?: number;
  /** Data rows one file may hold. */
  maxRows?: number;
  /** Shown with the result of an import (a link to where the rows went). */
  afterImport?: ReactNode;
}

/** Rows checked between two paints. */
const SLICE = 200;

// Steps 3 and 4 (antd's Select and Table) load once a file has been read.
const CsvReview = lazyThemed(() => import('./CsvReview'));
const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A CSV import in steps: the template, a file, its header row matched to fields, a checked preview,
 * the valid rows imported and the refused ones downloadable with their errors. Knows no endpoint:
 * `validate` and `onImport` come from the caller.
 */
export function CsvImport<T = CsvRecord>(props: CsvImportProps<T>) {
  const {
    columns,
    validate,
    onImport,
    templateFileName = 'template.csv',
    maxBytes = LIMITS.UPLOAD_MAX_BYTES,
    maxRows,
    afterImport,
  } = props;
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedCsv | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [mapping, setMapping] = useState<CsvMapping>([]);
  // The checked rows with what they were checked against: stale once the file, matching or rules change.
  const [check, setCheck] = useState<{ of: readonly unknown[]; rows: CheckedRow<T>[] } | null>(null);
  const [serverErrors, setServerErrors] = useState<CsvRowError[]>([]);
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState(false);
  const [imported, setImported] = useState<number | null>(null);
  const [onlyBad, setOnlyBad] = useState(false);
  const [dragging, setDragging] = useState(false);
  const busy = reading || importing;

  const missing = useMemo(() => unmatchedRequired(mapping, columns), [mapping, columns]);

  // Every row checked again whenever the file, the matching or the rules change.
  useEffect(() => {
    if (!parsed || missing.length) return;
    let cancelled = false;
    (async () => {
      const out: CheckedRow<T>[] = [];
      for (let start = 0; start < parsed.rows.length; start += SLICE) {
        if (start > 0) await nextPaint();
        if (cancelled) return;
        for (let i = start; i < Math.min(start + SLICE, parsed.rows.length); i++) {
          const row = i + 1;
          const record = toRecord(parsed.rows[i], mapping);
          let check: CsvRowCheck<T>;
          try {
            const answer = await validate(record, row);
            check = Array.isArray(answer) ? { errors: answer } : answer;
          } catch (error) {
            check = { errors: [{ field: '', message: error instanceof Error ? error.message : String(error) }] };
          }
          const allCells = parsed.overlong.get(row);
          if (allCells) {
            check = {
              errors: [
                { field: '', message: overlongMessage(allCells.length, parsed.headers.length) },
                ...check.errors,
              ],
            };
          }
          out.push({
            row,
            cells: parsed.rows[i],
            errors: check.errors.map((e) => ({ ...e, row })),
            value: check.errors.length ? undefined : (check.value ?? (record as T)),
          });
        }
      }
      if (!cancelled) setCheck({ of: [parsed, mapping, validate], rows: out });
    })();
    return () => {
      cancelled = true;
    };
  }, [parsed, mapping, missing, validate]);

  const checked =
    check && [parsed, mapping, validate].every((input, i) => input === check.of[i]) && !missing.length
      ? check.rows
      : null;
  const validRows = useMemo(() => (checked ?? []).filter((r) => r.errors.length === 0), [checked]);
  const allErrors = useMemo(
    () => sortErrors([...(checked ?? []).flatMap((r) => r.errors), ...serverErrors], columns),
    [checked, serverErrors, columns],
  );
  const serverBad = useMemo(() => new Set(serverErrors.map((e) => e.row)), [serverErrors]);
  const badCount = (checked ?? []).filter((r) => r.errors.length || serverBad.has(r.row)).length;

  const reset = () => {
    setFileName(null);
    setParsed(null);
    setMapping([]);
    setServerErrors([]);
    setImported(null);
    setImportError(false);
    setFileError(null);
    setOnlyBad(false);
  };

  const choose = async (file: File) => {
    setFileError(null);
    // A refused file leaves the one already chosen as it was.
    if (!/\.csv$/i.test(file.name)) {
      setFileError(CSV_FILE_MESSAGES.NOT_CSV);
      return;
    }
    if (file.size > maxBytes) {
      setFileError(tooLargeMessage(maxBytes));
      return;
    }
    setReading(true);
    try {
      const next = parseCsvText(await readFileText(file));
      const problem = csvFileProblem(next, maxRows);
      if (problem) {
        setFileError(problem);
      } else {
        reset();
        setFileName(file.name);
        setParsed(next);
        setMapping(suggestMapping(next.headers, columns));
      }
    } catch {
      setFileError(CSV_FILE_MESSAGES.UNREADABLE);
    } finally {
      setReading(false);
    }
  };

  const runImport = async () => {
    setImporting(true);
    setImportError(false);
    try {
      const outcome = await onImport(validRows.map((r) => r.value as T));
      // The server counts the rows it was sent; the file's numbers are what people see.
      setServerErrors((outcome.errors ?? []).map((e) => ({ ...e, row: validRows[e.row - 1]?.row ?? e.row })));
      setImported(outcome.imported);
    } catch {
      setImportError(true);
    } finally {
      setImporting(false);
    }
  };

  const downloadRejected = () => {
    if (!parsed || !fileName) return;
    const base = fileName.replace(/\.csv$/i, '');
    downloadCsv(`${base}-rejected.csv`, rejectedRowsCsv(parsed, allErrors, columns));
  };

  const templateHint = columns.map((c) => (c.required ? `${c.key} (required)` : c.key)).join(', ');

  return (
    <div className="kit-csv-import">
      <section aria-labelledby="kit-csv-import-template">
        <Typography.Title level={2} id="kit-csv-import-template" className="kit-csv-import__step">
          1. Download the template
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          A header row and an example row. Columns: {templateHint}.
        </Typography.Paragraph>
        <Button onClick={() => downloadCsv(templateFileName, templateCsv(columns))}>Download the template</Button>
      </section>

      <section aria-labelledby="kit-csv-import-file">
        <Typography.Title level={2} id="kit-csv-import-file" className="kit-csv-import__step">
          2. Choose your file
        </Typography.Title>
        <label
          className={`kit-csv-import__drop${dragging ? ' kit-csv-import__drop--over' : ''}${busy ? ' kit-csv-import__drop--busy' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            // A dropped file of another kind gets through, so the check says why it is refused.
            const file = event.dataTransfer.files[0];
            if (file && !busy) void choose(file);
          }}
        >
          <input
            type="file"
            accept=".csv,text/csv"
            className="kit-csv-import__file"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Read here, never sent; the same file may be chosen again after a change to it.
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
          <span>Drop a .csv file here or click to choose one</span>
          <span className="kit-csv-import__muted">CSV, up to {sizeLabel(maxBytes)}</span>
        </label>
        {fileError && (
          <p role="alert" className="kit-csv-import__gap kit-csv-import__alert">
            {fileError}
          </p>
        )}
        {fileName && parsed && (
          <Typography.Paragraph className="kit-csv-import__gap">
            <strong>{fileName}</strong>: {plural(parsed.rows.length, 'row')}, {plural(parsed.headers.length, 'column')}
          </Typography.Paragraph>
        )}
      </section>

      {parsed && (
        <Suspense fallback={<LoadingState />}>
          <CsvReview
            columns={columns}
            parsed={parsed}
            mapping={mapping}
            setMapping={setMapping}
            missing={missing}
            checked={checked}
            validRows={validRows}
            serverErrors={serverErrors}
            serverBad={serverBad}
            badCount={badCount}
            allErrors={allErrors}
            importing={importing}
            imported={imported}
            importError={importError}
            onlyBad={onlyBad}
            setOnlyBad={setOnlyBad}
            runImport={() => void runImport()}
            downloadRejected={downloadRejected}
            reset={reset}
            afterImport={afterImport}
          />
        </Suspense>
      )}
    </div>
  );
}
