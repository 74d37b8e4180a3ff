import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { GuestCsvImport } from 'mf-shared/widgets/guest-record';
import { useImportGuests } from '../../lib/guests';
import { GuestsTabs } from './GuestsTabs';

/**
 * /guests/upload: guests from a CSV file, checked row by row with the guest form's rules before
 * anything is sent; the valid rows become published guests, the others are downloadable with
 * their errors.
 */
export default function UploadGuestsPage() {
  return (
    <section>
      <GuestsTabs />
      <PageHeader
        title="Upload guest with CSV"
        subtitle="Add many guests at once from a CSV file. In list columns, separate names with ';' (Singapore; Malaysia)."
        actions={<Link to={ROUTES.GUESTS}>All guests</Link>}
      />
      <GuestCsvImport
        useImport={useImportGuests}
        templateFileName="guests-template.csv"
        afterImport={<Link to={ROUTES.GUESTS}>See all your guests</Link>}
      />
    </section>
  );
}
