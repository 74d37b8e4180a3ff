import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ERROR_MESSAGES, ROUTES } from 'mf-shared';
import { GUEST_CSV_COLUMNS, guestCsvReader, type GuestCsvLookups } from 'mf-shared/entities/guest';
import { CsvImport, type CsvImportOutcome } from 'mf-shared/kit/csv-import';
import { PageHeader } from 'mf-shared/kit/page';
import { QueryState } from 'mf-shared/kit/states';
import { IMPORT_LIMITS, type GuestInput } from 'mf-shared/validation';
import { useImportGuests } from '../../lib/guests';
import { useGuestCsvLookups } from '../../lib/useGuestFormLookups';
import { GuestsTabs } from './GuestsTabs';

function Importer({ lookups }: { lookups: GuestCsvLookups }) {
  const { mutateAsync } = useImportGuests();
  // Stable while the lookups are: the kit checks every row again when its rules change.
  const validate = useMemo(() => guestCsvReader(lookups), [lookups]);
  const onImport = useCallback(
    async (rows: GuestInput[]): Promise<CsvImportOutcome> => {
      const answer = await mutateAsync(rows);
      toast.success(answer.message || ERROR_MESSAGES.SUCCESS);
      return answer.data;
    },
    [mutateAsync],
  );
  return (
    <CsvImport<GuestInput>
      columns={GUEST_CSV_COLUMNS}
      validate={validate}
      onImport={onImport}
      templateFileName="guests-template.csv"
      maxBytes={IMPORT_LIMITS.BYTES_MAX}
      maxRows={IMPORT_LIMITS.ROWS_MAX}
      afterImport={<Link to={ROUTES.GUESTS}>See all your guests</Link>}
    />
  );
}

/**
 * /guests/upload: guests from a CSV file, checked row by row with the guest form's rules before
 * anything is sent; the valid rows become published guests, the others are downloadable with
 * their errors.
 */
export default function UploadGuestsPage() {
  const lookups = useGuestCsvLookups();
  return (
    <section>
      <GuestsTabs />
      <PageHeader
        title="Upload guest with CSV"
        subtitle="Add many guests at once from a CSV file. In list columns, separate names with ';' (Singapore; Malaysia)."
        actions={<Link to={ROUTES.GUESTS}>All guests</Link>}
      />
      <QueryState query={lookups}>{(data) => <Importer lookups={data} />}</QueryState>
    </section>
  );
}
