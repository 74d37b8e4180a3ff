import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ERROR_MESSAGES, ROUTES } from 'mf-shared';
import { GUEST_CSV_COLUMNS, guestCsvReader, type GuestCsvLookups } from 'mf-shared/entities/guest';
import { useCountries, useExpertises, useLanguages, useRegions } from 'mf-shared/entities/lookups';
import { CsvImport, type CsvImportOutcome } from 'mf-shared/kit/csv-import';
import { PageHeader } from 'mf-shared/kit/page';
import { QueryState } from 'mf-shared/kit/states';
import { IMPORT_LIMITS, type GuestInput } from 'mf-shared/validation';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { useImportContacts } from './api/import-contacts';

/** The four reference lists a row's names are looked up in, read as one. */
function useCsvLookups() {
  const lists = [useCountries(), useExpertises(), useRegions(), useLanguages()] as const;
  const [countries, expertises, regions, languages] = lists.map((q) => q.data);
  const data = useMemo<GuestCsvLookups | undefined>(
    () => (countries && expertises && regions && languages ? { countries, expertises, regions, languages } : undefined),
    [countries, expertises, regions, languages],
  );
  return { data, isPending: lists.some((q) => q.isPending), isError: lists.some((q) => q.isError) };
}

function Importer({ lookups }: { lookups: GuestCsvLookups }) {
  const importContacts = useImportContacts();
  // Stable while the lookups are: the kit checks every row again when its rules change.
  const validate = useMemo(() => guestCsvReader(lookups), [lookups]);
  const { mutateAsync } = importContacts;
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
      templateFileName="contacts-template.csv"
      maxBytes={IMPORT_LIMITS.BYTES_MAX}
      maxRows={IMPORT_LIMITS.ROWS_MAX}
      afterImport={<Link to={ROUTES.ALL_CONTACTS}>See all your contacts</Link>}
    />
  );
}

/**
 * /directory/upload-contacts: private contacts from a CSV file, checked row by row with the guest
 * form's rules before anything is sent; the valid rows are imported, the others downloadable with
 * their errors.
 */
export default function UploadContactsPage() {
  const lookups = useCsvLookups();
  return (
    <section>
      <DirectoryTabs />
      <PageHeader
        title="Upload contacts"
        subtitle="Add many private contacts at once from a CSV file. In list columns, separate names with ';' (Singapore; Malaysia)."
        actions={<Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>}
      />
      <QueryState query={lookups}>{(data) => <Importer lookups={data} />}</QueryState>
    </section>
  );
}
