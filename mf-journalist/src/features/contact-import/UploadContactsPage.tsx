import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { GuestCsvImport } from 'mf-shared/widgets/guest-record';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { useImportContacts } from './api/import-contacts';

/**
 * /directory/upload-contacts: private contacts from a CSV file, checked row by row with the guest
 * form's rules before anything is sent; the valid rows are imported, the others downloadable with
 * their errors.
 */
export default function UploadContactsPage() {
  return (
    <section>
      <DirectoryTabs />
      <PageHeader
        title="Upload contacts"
        subtitle="Add many private contacts at once from a CSV file. In list columns, separate names with ';' (Singapore; Malaysia)."
        actions={<Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>}
      />
      <GuestCsvImport
        useImport={useImportContacts}
        templateFileName="contacts-template.csv"
        afterImport={<Link to={ROUTES.ALL_CONTACTS}>See all your contacts</Link>}
      />
    </section>
  );
}
