import { Alert, Button, Flex, Segmented, Select, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { CSV_FILE_MESSAGES } from 'mf-shared/validation';
import { Typography } from 'mf-shared/kit/typography';
import { errorText, fieldKey, remap } from './csv';
import type { CsvColumn, CsvMapping, CsvRowError, ParsedCsv } from './csv';
import { plural, type CheckedRow } from './checkedRows';

/** Errors listed on the page; all of them are in the rejected-rows file. */
const ERRORS_SHOWN = 100;

export interface CsvReviewProps<T> {
  columns: readonly CsvColumn[];
  parsed: ParsedCsv;
  mapping: CsvMapping;
  setMapping: (change: (current: CsvMapping) => CsvMapping) => void;
  /** Required fields no column is matched to. */
  missing: readonly CsvColumn[];
  /** The rows checked against the current file, matching and rules; null while checking. */
  checked: CheckedRow<T>[] | null;
  validRows: CheckedRow<T>[];
  serverErrors: CsvRowError[];
  serverBad: Set<number>;
  badCount: number;
  allErrors: CsvRowError[];
  importing: boolean;
  imported: number | null;
  importError: boolean;
  onlyBad: boolean;
  setOnlyBad: (onlyBad: boolean) => void;
  runImport: () => void;
  downloadRejected: () => void;
  reset: () => void;
  afterImport?: ReactNode;
}

/**
 * Steps 3 and 4 of a CSV import: the columns matched to fields, the rows checked, imported, and
 * the refused ones downloadable. Loaded once a file is read (antd's Select and Table come with it),
 * so the import page opens without them (issue 25).
 */
export default function CsvReview<T>({
  columns,
  parsed,
  mapping,
  setMapping,
  missing,
  checked,
  validRows,
  serverErrors,
  serverBad,
  badCount,
  allErrors,
  importing,
  imported,
  importError,
  onlyBad,
  setOnlyBad,
  runImport,
  downloadRejected,
  reset,
  afterImport,
}: CsvReviewProps<T>) {
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

  return (
    <>
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
                  <Button type="primary" loading={importing} disabled={validRows.length === 0} onClick={runImport}>
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
    </>
  );
}
