import { useCallback, useMemo, type ReactNode } from 'react';
import { saySuccess } from 'mf-shared';
import { GUEST_CSV_COLUMNS, guestCsvReader, type GuestCsvLookups } from 'mf-shared/entities/guest';
import { CsvImport, type CsvImportOutcome } from 'mf-shared/kit/csv-import';
import { QueryState } from 'mf-shared/kit/states';
import { IMPORT_LIMITS, type GuestInput } from 'mf-shared/validation';
import { useGuestCsvLookups } from './lookups';

export interface GuestCsvImportProps {
  /** The app's import write (guests, private contacts): the rows, answered with the outcome and the server's word. */
  useImport: () => { mutateAsync: (rows: GuestInput[]) => Promise<{ data: CsvImportOutcome; message?: string }> };
  /** The template's file name. */
  templateFileName: string;
  /** Shown with the result (a link to where the rows went). */
  afterImport: ReactNode;
}

function Importer({
  lookups,
  useImport,
  templateFileName,
  afterImport,
}: GuestCsvImportProps & { lookups: GuestCsvLookups }) {
  const { mutateAsync } = useImport();
  // Stable while the lookups are: the kit checks every row again when its rules change.
  const validate = useMemo(() => guestCsvReader(lookups), [lookups]);
  const onImport = useCallback(
    async (rows: GuestInput[]): Promise<CsvImportOutcome> => {
      const answer = await mutateAsync(rows);
      saySuccess(answer);
      return answer.data;
    },
    [mutateAsync],
  );
  return (
    <CsvImport<GuestInput>
      columns={GUEST_CSV_COLUMNS}
      validate={validate}
      onImport={onImport}
      templateFileName={templateFileName}
      maxBytes={IMPORT_LIMITS.BYTES_MAX}
      maxRows={IMPORT_LIMITS.ROWS_MAX}
      afterImport={afterImport}
    />
  );
}

/**
 * Guest records from a CSV file: the reference lists read once, every row checked with the guest
 * form's rules before anything is sent; the valid rows go to the app's import, the others are
 * downloadable with their errors.
 */
export function GuestCsvImport(props: GuestCsvImportProps) {
  const lookups = useGuestCsvLookups();
  return <QueryState query={lookups}>{(data) => <Importer {...props} lookups={data} />}</QueryState>;
}
