import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { authStore, ROUTES, useAuth } from 'mf-shared';

// What the dashboard summarises. A card whose page exists is a link to it; the others are plain
// information, not links (no pointer, no hover, nothing to focus) and say they are coming soon.
const SHORTCUTS: { title: string; text: string; to?: string }[] = [
  { title: 'Find an expert', text: 'Search the directory by topic, country, region and language.' },
  { title: 'Interviews', text: 'Follow pending, planned and past interviews.' },
  { title: 'Questions', text: 'Read experts’ answers to your questions.' },
  { title: 'Email templates', text: 'Keep the invitations you send most.', to: ROUTES.EMAIL_TEMPLATES },
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
      <Row gutter={[16, 16]} role="list" aria-label="Your workspace">
        {SHORTCUTS.map((s) => (
          <Col key={s.title} xs={24} md={12} xl={6} role="listitem">
            {s.to ? (
              <Link to={s.to} style={{ display: 'block', height: '100%', color: 'inherit' }}>
                <Card
                  title={s.title}
                  extra={<span aria-hidden>→</span>}
                  hoverable
                  style={{ height: '100%' }}
                  data-testid="dashboard-card-link"
                >
                  {s.text}
                </Card>
              </Link>
            ) : (
              <Card
                title={s.title}
                extra={<Tag>Coming soon</Tag>}
                hoverable={false}
                style={{ cursor: 'default', height: '100%' }}
                data-testid="dashboard-card"
              >
                {s.text}
              </Card>
            )}
          </Col>
        ))}
      </Row>
    </section>
  );
}
