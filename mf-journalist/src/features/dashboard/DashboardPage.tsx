import { Button, Card, Col, Row, Typography } from 'antd';
import { authStore, useAuth } from 'mf-shared';

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
      <Row gutter={[16, 16]}>
        {SHORTCUTS.map((s) => (
          <Col key={s.title} xs={24} md={12} xl={6}>
            <Card title={s.title}>{s.text}</Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
