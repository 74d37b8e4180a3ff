import { Alert, Button, Flex, Segmented, Select, Table, Tag, Upload, type TableColumnsType } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { LIMITS } from 'mf-shared';
import { CSV_FILE_MESSAGES, csvFileProblem } from 'mf-shared/validation';
import { sizeLabel, tooLargeMessage } from '../upload/checkFile';
import {
  downloadCsv,
  errorText,
  fieldKey,
  overlongMessage,
  parseCsvText,
  readFileText,
  rejectedRowsCsv,
  remap,
  sortErrors,
  suggestMapping,
  templateCsv,
  toRecord,
  unmatchedRequired,
} from './csv';
import type { CsvColumn, CsvFieldError, CsvMapping, CsvRecord, CsvRowCheck, CsvRowError, ParsedCsv } from './csv';
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

interface CheckedRow<T> {
  /** Data row number, from 1. */
  row: number;
  cells: string[];
  errors: CsvRowError[];
  value?: T;
}

/** Rows checked between two paints. */
const SLICE = 200;
/** Errors listed on the page; all of them are in the rejected-rows file. */
const ERRORS_SHOWN = 100;

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
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

  const shownRows = (checked ?? []).filter((r) => !onlyBad || r.errors.length || serverBad.has(r.row));
  const mapped = mapping
    .map((key, index) => ({ key, index }))
    .filter((m): m is { key: string; index: number } => m.key !== null);
  const tableColumns: TableColumnsType<CheckedRow<T>> = [
    {
      title: 'Row',
      dataIndex: 'row',
      key: 'row',
      width: 64,
      fixed: 'left',
      render: (row: number, r) => (
        <Flex vertical gap={2}>
          <span>{row}</span>
          {r.errors.length || serverBad.has(row) ? <Tag color="error">Error</Tag> : null}
        </Flex>
      ),
    },
    ...mapped.map(({ key, index }) => ({
      title: columns.find((c) => c.key === key)?.label ?? key,
      key: `c${index}`,
      render: (_: unknown, r: CheckedRow<T>) => {
        const bad = [...r.errors, ...serverErrors.filter((e) => e.row === r.row)].some(
          (e) => fieldKey(e.field) === key,
        );
        return (
          <span className={bad ? 'kit-csv-import__cell kit-csv-import__cell--bad' : 'kit-csv-import__cell'}>
            {r.cells[index]}
          </span>
        );
      },
    })),
  ];

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
        <Upload.Dragger
          // 'native' lets a dropped file of another kind through, so the check below says why it is refused.
          accept={{ format: '.csv,text/csv', filter: 'native' }}
          multiple={false}
          showUploadList={false}
          disabled={reading || importing}
          beforeUpload={(file) => {
            void choose(file);
            // Read here, never sent.
            return Upload.LIST_IGNORE;
          }}
        >
          <p>Drop a .csv file here or click to choose one</p>
          <Typography.Text type="secondary">CSV, up to {sizeLabel(maxBytes)}</Typography.Text>
        </Upload.Dragger>
        {fileError && <Alert type="error" role="alert" showIcon className="kit-csv-import__gap" title={fileError} />}
        {fileName && parsed && (
          <Typography.Paragraph className="kit-csv-import__gap">
            <strong>{fileName}</strong>: {plural(parsed.rows.length, 'row')}, {plural(parsed.headers.length, 'column')}
          </Typography.Paragraph>
        )}
      </section>

      {parsed && (
        <section aria-labelledby="kit-csv-import-match">
          <Typography.Title level={2} id="kit-csv-import-match" className="kit-csv-import__step">
            3. Match the columns
          </Typography.Title>
          <ul className="kit-csv-import__mapping">
            {parsed.headers.map((header, index) => {
              const label = header || `Column ${index + 1}`;
              return (
                <li key={index}>
                  <span className="kit-csv-import__header">{label}</span>
                  <Select<string>
                    aria-label={`Field for column ${label}`}
                    value={mapping[index] ?? ''}
                    disabled={importing || imported !== null}
                    onChange={(key) => setMapping((current) => remap(current, index, key || null))}
                    options={[
                      { value: '', label: 'Do not import' },
                      ...columns.map((c) => ({ value: c.key, label: c.required ? `${c.label} *` : c.label })),
                    ]}
                    popupMatchSelectWidth={false}
                    className="kit-csv-import__select"
                  />
                </li>
              );
            })}
          </ul>
          {missing.length > 0 && (
            <Alert
              type="error"
              role="alert"
              showIcon
              title={CSV_FILE_MESSAGES.UNMATCHED(missing)}
              description="Choose the column that holds each of them."
            />
          )}
        </section>
      )}

      {parsed && missing.length === 0 && (
        <section aria-labelledby="kit-csv-import-preview">
          <Typography.Title level={2} id="kit-csv-import-preview" className="kit-csv-import__step">
            4. Check and import
          </Typography.Title>
          {!checked ? (
            <Typography.Paragraph role="status">Checking the rows…</Typography.Paragraph>
          ) : (
            <>
              <Typography.Paragraph role="status" className="kit-csv-import__counts">
                <Tag color="success">{plural(validRows.length - serverBad.size, 'valid row')}</Tag>
                <Tag color={badCount ? 'error' : 'default'}>{plural(badCount, 'row')} with errors</Tag>
              </Typography.Paragraph>

              {allErrors.length > 0 && (
                <div className="kit-csv-import__errors">
                  <Typography.Title level={3}>Errors</Typography.Title>
                  <ul aria-label="Errors">
                    {allErrors.slice(0, ERRORS_SHOWN).map((error, i) => (
                      <li key={i}>{errorText(error, columns)}</li>
                    ))}
                  </ul>
                  {allErrors.length > ERRORS_SHOWN && (
                    <Typography.Text type="secondary">
                      and {plural(allErrors.length - ERRORS_SHOWN, 'more error')}: the rejected rows file lists them
                      all.
                    </Typography.Text>
                  )}
                </div>
              )}

              <Flex wrap gap={8} align="center" className="kit-csv-import__gap">
                {imported === null && (
                  <Button
                    type="primary"
                    loading={importing}
                    disabled={validRows.length === 0}
                    onClick={() => void runImport()}
                  >
                    Import {plural(validRows.length, 'valid row')}
                  </Button>
                )}
                {allErrors.length > 0 && <Button onClick={downloadRejected}>Download rejected rows</Button>}
                {imported !== null && <Button onClick={reset}>Import another file</Button>}
              </Flex>

              {importError && (
                <Alert
                  type="error"
                  role="alert"
                  showIcon
                  className="kit-csv-import__gap"
                  title="The rows could not be imported"
                  description="Your file and column choices are kept: try again."
                />
              )}
              {imported !== null && (
                <Alert
                  type={serverErrors.length ? 'warning' : 'success'}
                  role="status"
                  showIcon
                  className="kit-csv-import__gap"
                  title={`${plural(imported, 'row')} imported`}
                  description={
                    <>
                      {serverBad.size > 0 && <p>{plural(serverBad.size, 'row')} refused: see the errors above.</p>}
                      {afterImport}
                    </>
                  }
                />
              )}

              <Flex justify="space-between" wrap gap={8} className="kit-csv-import__gap">
                <Typography.Title level={3} style={{ margin: 0 }}>
                  Preview
                </Typography.Title>
                <Segmented<'all' | 'bad'>
                  aria-label="Rows shown"
                  value={onlyBad ? 'bad' : 'all'}
                  onChange={(v) => setOnlyBad(v === 'bad')}
                  options={[
                    { value: 'all', label: 'All rows' },
                    { value: 'bad', label: 'Rows with errors' },
                  ]}
                />
              </Flex>
              <Table<CheckedRow<T>>
                className="kit-csv-import__table"
                size="small"
                rowKey="row"
                columns={tableColumns}
                dataSource={shownRows}
                rowClassName={(r) => (r.errors.length || serverBad.has(r.row) ? 'kit-csv-import__bad' : '')}
                scroll={{ x: 'max-content' }}
                pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
