import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from 'mf-shared';
import { Panel } from 'mf-shared/kit/panel';
import { Button } from 'mf-shared/kit/plain';
import {
  downloadDataExport,
  useDataExports,
  useDeleteAccount,
  useRequestDataExport,
  type DataExport,
} from '../api/lifecycle';
import { DeletionNotice, useDeletionDate } from './DeletionNotice';

import { PasswordConfirmDialog } from './PasswordConfirmDialog';

const DELETE = 'Delete my account';

/** "Delete my account" (the password confirms it), or, once asked, the date and the restore control. */
export function DeleteAccountPanel() {
  const date = useDeletionDate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  return (
    <Panel title="Delete account" data-testid="delete-account">
      {date ? (
        <DeletionNotice date={date} />
      ) : (
        <>
          <Typography.Paragraph>
            Your account is deleted 30 days after you ask; until then you can restore it. Then your profile, photos,
            guests, templates and saved searches are removed. The journalists and experts you worked with keep their
            interviews and questions, showing you as &ldquo;Deleted user&rdquo;; payment records are kept as the law
            requires.
          </Typography.Paragraph>
          <Button danger onClick={() => setOpen(true)}>
            {DELETE}
          </Button>
        </>
      )}
      {open && (
        <PasswordConfirmDialog
          title={`${DELETE}?`}
          okText={DELETE}
          explanation="Your account will be deleted in 30 days. You can restore it until then from your profile."
          pending={remove.isPending}
          onConfirm={async (password) => {
            toast.success(await remove.mutateAsync(password));
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Panel>
  );
}

const SIZE_UNITS = ['bytes', 'KB', 'MB'];
function size(bytes: number | null) {
  if (!bytes) return '';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  return `${unit === 0 ? bytes : (bytes / 1024 ** unit).toFixed(1)} ${SIZE_UNITS[unit]}`;
}

function ExportRow({ item }: { item: DataExport }) {
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    // A failure is said by the API client's one error toast.
    downloadDataExport(item)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const asked = formatDate(item.created_at, 'dateTime');
  if (item.status === 'queued') return <li>Asked {asked}: being prepared…</li>;
  if (item.status === 'failed') return <li>Asked {asked}: it could not be prepared. Please ask again.</li>;
  return (
    <li>
      Asked {asked}, ready until {formatDate(item.expires_at, 'dateTime')} ({size(item.size_bytes)}){' '}
      <Button size="small" loading={busy} onClick={save} aria-label={`Download my data asked ${asked}`}>
        Download
      </Button>
    </li>
  );
}

/** "Download my data": a JSON archive of everything the account holds, made by a job and mailed when ready. */
export function DataExportPanel() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const ask = () => request.mutate(undefined, { onSuccess: (message) => toast.success(message) });
  return (
    <Panel title="Your data" data-testid="your-data">
      <Typography.Paragraph>
        Get a copy of everything your account holds (profile, guests, interviews, questions, templates, payments) as one
        JSON file. We prepare it in a few minutes and email you when it is ready; it can be downloaded for 7 days.
      </Typography.Paragraph>
      <Button onClick={ask} loading={request.isPending}>
        Download my data
      </Button>
      {exports.data && exports.data.length > 0 && (
        <ul aria-label="Your data files" data-testid="data-exports" style={{ marginTop: 12, paddingLeft: 20 }}>
          {exports.data.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
