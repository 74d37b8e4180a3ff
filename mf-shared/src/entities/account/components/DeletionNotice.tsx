import { toast } from 'sonner';
import { effectiveStatus, formatDate, STATUS, useAuth } from 'mf-shared';
import { Button, Notice } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import { useRestoreAccount } from '../api/lifecycle';

export const RESTORE = 'Restore my account';

/** The signed-in account's deletion date while one is set (status WILL_BE_DELETED), else null. */
export function useDeletionDate(): string | null {
  return useAuth((s) => (s.user && effectiveStatus(s.user) === STATUS.WILL_BE_DELETED ? s.user.date_deleting : null));
}

/** "Restore my account": shown wherever the account reads WILL_BE_DELETED. */
export function RestoreAccountButton({ type = 'primary' }: { type?: 'primary' | 'default' }) {
  const restore = useRestoreAccount();
  // Not mutate's own onSuccess: restoring unmounts this button (the notice goes) before it would
  // run. A failure is said by the API client's one error toast.
  const run = () =>
    restore
      .mutateAsync()
      .then((message) => toast.success(message))
      .catch(() => undefined);
  return (
    <Button variant={type} loading={restore.isPending} onClick={run}>
      {RESTORE}
    </Button>
  );
}

/**
 * Says when the account will be deleted, with the way back. Plain (no antd): the profile shows it
 * above its tabs on first load.
 */
export function DeletionNotice({ date }: { date: string }) {
  return (
    <Notice
      tone="warning"
      data-testid="deletion-notice"
      title={`Your account will be deleted on ${formatDate(date, 'long')}.`}
      description={
        <>
          <Typography.Paragraph>
            Until then you can restore it, and everything stays as it was. After that date your profile, guests,
            templates and saved searches are removed for good.
          </Typography.Paragraph>
          <RestoreAccountButton />
        </>
      }
    />
  );
}
