import { Button, Flex, Modal, Typography } from 'antd';
import { toast } from 'sonner';
import { Confirm } from 'mf-shared/kit/confirm';
import { LoadingState, EmptyState, FAILED_TEXT } from 'mf-shared/kit/states';
import { useCalendarFeed, useResetCalendarFeed } from '../hooks';

/** The feed's dialog: the private address, with copy, and 'Reset link', which revokes the old one. */
export default function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const feed = useCalendarFeed(open);
  const reset = useResetCalendarFeed();
  const url = feed.data?.url;

  return (
    <Modal open={open} title="Subscribe in your calendar" onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        Add this address to Google Calendar (From URL), Outlook (Subscribe from web) or Apple Calendar (New Calendar
        Subscription): your planned interviews appear there and stay current. Keep it private: anyone with it sees your
        interviews.
      </Typography.Paragraph>
      {url ? (
        <Flex vertical gap={12}>
          <Typography.Paragraph
            code
            copyable={{ text: url, tooltips: ['Copy', 'Copied'], onCopy: () => toast.success('Link copied') }}
            style={{ wordBreak: 'break-all' }}
            data-testid="calendar-feed-url"
          >
            {url}
          </Typography.Paragraph>
          <Confirm
            title="Reset the link? The old one stops working in every calendar that uses it."
            okText="Reset link"
            danger
            onConfirm={async () => {
              const answer = await reset.mutateAsync();
              toast.success(answer.message || 'A new link is ready');
            }}
          >
            <Button danger loading={reset.isPending} style={{ alignSelf: 'start' }}>
              Reset link
            </Button>
          </Confirm>
        </Flex>
      ) : feed.isPending ? (
        <LoadingState />
      ) : (
        <EmptyState text={FAILED_TEXT} />
      )}
    </Modal>
  );
}
