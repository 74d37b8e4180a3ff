import { Button, Card, Empty, Tabs, Typography } from 'antd';
import { authStore, useAuth } from 'mf-shared';

export default function GuestsPage() {
  const user = useAuth((s) => s.user);

  return (
    <section>
      <Typography.Title level={1}>Guests</Typography.Title>
      <Tabs
        items={[
          { key: 'guests', label: 'Guests' },
          { key: 'create', label: 'Create new guest', disabled: !user },
          { key: 'upload', label: 'Upload guest with CSV', disabled: !user },
        ]}
      />
      {user ? (
        <Empty description="No Result Found" />
      ) : (
        <Card>
          <Typography.Paragraph>Sign in to manage the guests you offer to journalists.</Typography.Paragraph>
          <Button type="primary" onClick={() => authStore.getState().openLogin('expert')}>
            Login as an Expert
          </Button>
        </Card>
      )}
    </section>
  );
}
