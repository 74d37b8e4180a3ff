import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { authStore, useAuth } from 'mf-shared';

// What the dashboard will summarise. None of these pages exists yet, so the cards are plain
// information, not links: no pointer, no hover, nothing to focus; each says it is coming soon.
const SHORTCUTS = [
  { title: 'Find an expert', text: 'Search the directory by topic, country, region and language.' },
  { title: 'Interviews', text: 'Follow pending, planned and past interviews.' },
  { title: 'Questions', text: 'Read experts’ answers to your questions.' },
  { title: 'Email templates', text: 'Keep the invitations you send most.' },
];

export default function DashboardPage() {
  const user = useAuth((s) => s.user);
  const name = user?.profile?.first_name;

  return (
    <section>
      <Typography.Title level={1}>{name ? `Welcome back, ${name}` : 'Your journalist dashboard'}</Typography.Title>
      {!user && (
        <Card style={{ marginBottom: 24 }}>
          <Typography.Paragraph>
            Sign in to see your interviews, questions and the experts you follow.
          </Typography.Paragraph>
          <Button type="primary" onClick={() => authStore.getState().openLogin('journalist')}>
            Login as a Journalist
          </Button>
        </Card>
      )}
      <Row gutter={[16, 16]} role="list" aria-label="Coming soon">
        {SHORTCUTS.map((s) => (
          <Col key={s.title} xs={24} md={12} xl={6} role="listitem">
            <Card
              title={s.title}
              extra={<Tag>Coming soon</Tag>}
              hoverable={false}
              style={{ cursor: 'default' }}
              data-testid="dashboard-card"
            >
              {s.text}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
