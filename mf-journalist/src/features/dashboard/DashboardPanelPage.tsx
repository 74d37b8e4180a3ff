import { Suspense } from 'react';
import { Typography } from 'mf-shared/kit/typography';
import { generatePath, Link, useParams } from 'react-router-dom';
import { formatDate, ROUTES } from 'mf-shared';
import { useUpcomingInterviews } from 'mf-shared/entities/interview';
import { PageHeader } from 'mf-shared/kit/page';
import { EmptyState, LoadingState, QueryState } from 'mf-shared/kit/states';
import type { ContactItem } from 'mf-shared/types/contact';
import type { DashboardPanel, JournalistDashboard } from 'mf-shared/types/dashboard';
import { Figure } from './Figure';
import { NO_LONGER_AVAILABLE, useContacts } from '../../lib/contacts';
import { useDashboard } from './api/dashboard';
import { formatHours, INTERVIEW_STATUSES, isPanel, PANEL_TITLES, plural } from './panels';
import './dashboard.css';
import { PlainTable } from 'mf-shared/kit/table';
import { lazyThemed } from 'mf-shared/kit/themed';

// The saved searches (antd's Switch and buttons) load in the theme on their own panel only.
const SavedSearchesPanel = lazyThemed(async () => ({
  default: (await import('./SavedSearchesPanel')).SavedSearchesPanel,
}));

function InterviewsPanel({ figures }: { figures: JournalistDashboard }) {
  const { interviews } = figures;
  return (
    <>
      <Figure value={interviews.total} label={interviews.total === 1 ? 'interview request' : 'interview requests'} />
      <ul className="dashboard__bars" aria-label="Interviews by status">
        {INTERVIEW_STATUSES.map((s) => {
          const count = interviews[s.key];
          const share = interviews.total ? Math.round((count / interviews.total) * 100) : 0;
          return (
            <li key={s.key} data-testid={`status-${s.key}`}>
              <div className="dashboard__bar-label">
                <span>{s.label}</span>
                <span>
                  {count} ({share}%)
                </span>
              </div>
              <div className="dashboard__bar" aria-hidden>
                <span style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function UpcomingPanel() {
  const upcoming = useUpcomingInterviews();
  return (
    <QueryState query={upcoming}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState text="No interviews ahead." />
        ) : (
          <PlainTable
            aria-label="Upcoming interviews"
            rowKey="id"
            size="middle"
            rows={[...list].sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime())}
            columns={[
              { key: 'guest', title: 'Guest', dataIndex: 'guest_fullname' },
              {
                key: 'date',
                title: 'Date',
                dataIndex: 'date',
                render: (date: string) => <time dateTime={date}>{formatDate(date, 'dateTime')}</time>,
              },
            ]}
          />
        )
      }
    </QueryState>
  );
}

function QuestionsPanel({ figures }: { figures: JournalistDashboard }) {
  return (
    <>
      <Figure
        value={figures.questions_waiting}
        label={figures.questions_waiting === 1 ? 'question waiting for an answer' : 'questions waiting for an answer'}
      />
      <Typography.Paragraph type="secondary">
        Conversations whose last message is yours and which the expert has not answered yet.
      </Typography.Paragraph>
      <Link to={ROUTES.JOURNALIST_QUESTIONS}>Go to your questions</Link>
    </>
  );
}

function ContactsPanel({ figures }: { figures: JournalistDashboard }) {
  // The newest saved first: the list's default order.
  const latest = useContacts({ per_page: 10 });
  return (
    <>
      <Figure value={figures.contacts} label={figures.contacts === 1 ? 'contact' : 'contacts'} />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Latest contacts
      </Typography.Title>
      <QueryState query={latest}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState text="No contacts yet." />
          ) : (
            <ul className="dashboard__list" aria-label="Latest contacts" style={{ maxWidth: 640 }}>
              {data.map((c: ContactItem) => (
                <li key={c.id}>
                  <span>
                    {c.unavailable ? (
                      <Typography.Text type="secondary">{NO_LONGER_AVAILABLE}</Typography.Text>
                    ) : (
                      <Link to={generatePath(ROUTES.CONTACT, { id: String(c.guest_id), tab: 'overview' })}>
                        {c.first_name} {c.last_name}
                      </Link>
                    )}
                    {(c.title || c.company_name) && (
                      <Typography.Text type="secondary">
                        {' '}
                        {[c.title, c.company_name].filter(Boolean).join(', ')}
                      </Typography.Text>
                    )}
                  </span>
                  <time dateTime={c.saved_at}>{formatDate(c.saved_at)}</time>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <p style={{ marginTop: 16 }}>
        <Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>
      </p>
    </>
  );
}

function ResponseTimePanel({ figures }: { figures: JournalistDashboard }) {
  return (
    <>
      <Figure value={formatHours(figures.median_hours_to_approval)} label="from request to approval (median)" />
      <Typography.Paragraph type="secondary">
        {figures.approvals
          ? `Drawn from ${plural(figures.approvals, 'approved request')}.`
          : 'None of your requests has been approved yet.'}
      </Typography.Paragraph>
    </>
  );
}

/** The panels drawn from GET /dashboard's figures. */
function FiguresPanel({ name }: { name: Exclude<DashboardPanel, 'upcoming' | 'saved-searches'> }) {
  const dashboard = useDashboard();
  return (
    <QueryState query={dashboard}>
      {(figures) => {
        if (name === 'interviews') return <InterviewsPanel figures={figures} />;
        if (name === 'questions') return <QuestionsPanel figures={figures} />;
        if (name === 'contacts') return <ContactsPanel figures={figures} />;
        return <ResponseTimePanel figures={figures} />;
      }}
    </QueryState>
  );
}

const back = <Link to={ROUTES.DASHBOARD}>← Back to the dashboard</Link>;

/** /dashboard/{name}: one of the dashboard's panels in full. */
export default function DashboardPanelPage() {
  const { name } = useParams();

  if (!isPanel(name)) {
    return (
      <section className="dashboard">
        <PageHeader title="Dashboard" actions={back} />
        <EmptyState />
        {back}
      </section>
    );
  }
  return (
    <section className="dashboard">
      <PageHeader title={PANEL_TITLES[name]} actions={back} />
      {name === 'upcoming' ? (
        <UpcomingPanel />
      ) : name === 'saved-searches' ? (
        // Its own boundary: whatever the panel waits for never hides the page's heading and way back.
        <Suspense fallback={<LoadingState />}>
          <SavedSearchesPanel />
        </Suspense>
      ) : (
        <FiguresPanel name={name} />
      )}
    </section>
  );
}
