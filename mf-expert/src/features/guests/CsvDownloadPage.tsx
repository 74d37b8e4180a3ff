import { Button } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { saveFile } from 'mf-shared/kit/csv-import';
import { PageHeader } from 'mf-shared/kit/page';
import { useExportGuests } from '../../lib/guests';
import './guests.css';
import { Panel } from 'mf-shared/kit/panel';

/**
 * /csv-download: the account's guests as one CSV file, fetched through the API client (signed in
 * with the bearer token) and handed to the browser's downloads.
 */
export default function CsvDownloadPage() {
  const download = useExportGuests();
  const start = async () => {
    try {
      const { blob, fileName } = await download.mutateAsync();
      saveFile(blob, fileName);
    } catch {
      // The API client has said why.
    }
  };
  return (
    <section className="guests-download">
      <PageHeader title="Download guests as CSV" actions={<Link to={ROUTES.GUESTS}>All guests</Link>} />
      <Panel>
        <Typography.Paragraph>
          One row per guest of your account, with the same columns as the upload template: names for countries,
          expertise, regions and languages, several separated by &apos;;&apos;. Open it in a spreadsheet or keep it as a
          backup.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          A cell that starts with =, +, -, @, a tab or a line break is written with a leading &apos; so a spreadsheet
          shows it as text and never runs it as a formula.
        </Typography.Paragraph>
        <Button type="primary" loading={download.isPending} onClick={() => void start()}>
          Download guests.csv
        </Button>
        {download.isSuccess && (
          <Typography.Paragraph role="status" style={{ marginTop: 12, marginBottom: 0 }}>
            The file is in your downloads.
          </Typography.Paragraph>
        )}
      </Panel>
    </section>
  );
}
