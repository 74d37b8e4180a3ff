import { Typography } from 'mf-shared/kit/typography';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authStore, formatDate, ROUTES, useAuth } from 'mf-shared';
import { QueryState } from 'mf-shared/kit/states';
import type { DashboardPanel, JournalistDashboard } from 'mf-shared/types/dashboard';
import type { SavedSearch } from 'mf-shared/types/saved-search';
import { directoryPath } from '../../lib/directoryQuery';
import { savedSearchPath, useSavedSearches } from '../../lib/saved-searches';
import { useDashboard } from './api/dashboard';
import { Figure } from './Figure';
import { formatHours, INTERVIEW_STATUSES, PANEL_TITLES, panelPath, plural } from './panels';
import './dashboard.css';
import { Panel } from 'mf-shared/kit/panel';
import { Button, SearchBox, Tag } from 'mf-shared/kit/plain';
import { formatMinutes, SOURCE_REQUEST_PATHS, useSourceRequestSummary } from 'mf-shared/entities/source-request';

// Shortcuts to the pages a journalist starts from, above the figures.
const SHORTCUTS: { title: string; text: string; to: string }[] = [
  {
    title: 'Find an expert',
    text: 'Search the directory by topic, country, region and language.',
    to: ROUTES.DIRECTORY,
  },
  { title: 'Email templates', text: 'Keep the invitations you send most.', to: ROUTES.EMAIL_TEMPLATES },
];

/** One figure's card: its title opens the panel in full. */
function FigureCard({ name, children }: { name: DashboardPanel; children: ReactNode }) {
  return (
    <div className="dashboard__cell" role="listitem">
      <Panel
        className="dashboard__card"
        data-testid={`dashboard-${name}`}
        title={
          <Link to={panelPath(name)} className="dashboard__card-link">
            {PANEL_TITLES[name]}
          </Link>
        }
        extra={
          <Link to={panelPath(name)} aria-hidden tabIndex={-1}>
            →
          </Link>
        }
        style={{ height: '100%' }}
      >
        {children}
      </Panel>
    </div>
  );
}

/** Open requests (issue 27): how many, their new pitches, the median time to a first pitch; opens /requests. */
function OpenRequestsCard() {
  const summary = useSourceRequestSummary().data;
  return (
    <div className="dashboard__cell" role="listitem">
      <Panel
        className="dashboard__card"
        data-testid="dashboard-requests"
        title={
          <Link to={SOURCE_REQUEST_PATHS.LIST} className="dashboard__card-link">
            Open requests
          </Link>
        }
        extra={
          <Link to={SOURCE_REQUEST_PATHS.LIST} aria-hidden tabIndex={-1}>
            →
          </Link>
        }
        style={{ height: '100%' }}
      >
        <Figure
          value={summary?.open_count ?? '—'}
          label={summary?.open_count === 1 ? 'open request' : 'open requests'}
        />
        <dl className="dashboard__statuses">
          <div>
            <dt>New pitches</dt>
            <dd>{summary?.new_pitches_count ?? '—'}</dd>
          </div>
          <div>
            <dt>Median time to first pitch</dt>
            <dd>{formatMinutes(summary?.median_minutes_to_first_pitch)}</dd>
          </div>
        </dl>
        <Link to={SOURCE_REQUEST_PATHS.NEW}>Post a request</Link>
      </Panel>
    </div>
  );
}

function Figures({ figures, searches }: { figures: JournalistDashboard; searches: SavedSearch[] | undefined }) {
  const { interviews } = figures;
  return (
    <div className="dashboard__grid dashboard__grid--figures" role="list" aria-label="Your figures">
      <OpenRequestsCard />
      <FigureCard name="interviews">
        <Figure value={interviews.total} label={interviews.total === 1 ? 'interview request' : 'interview requests'} />
        <dl className="dashboard__statuses">
          {INTERVIEW_STATUSES.map((s) => (
            <div key={s.key}>
              <dt>{s.label}</dt>
              <dd>{interviews[s.key]}</dd>
            </div>
          ))}
        </dl>
      </FigureCard>
      <FigureCard name="upcoming">
        {figures.upcoming.length === 0 ? (
          <Typography.Text type="secondary">No interviews ahead.</Typography.Text>
        ) : (
          <ul className="dashboard__list">
            {figures.upcoming.map((i) => (
              <li key={i.id}>
                <span>{i.guest_fullname}</span>
                <time dateTime={i.date}>{formatDate(i.date, 'dateTime')}</time>
              </li>
            ))}
          </ul>
        )}
      </FigureCard>
      <FigureCard name="questions">
        <Figure
          value={figures.questions_waiting}
          label={figures.questions_waiting === 1 ? 'question waiting for an answer' : 'questions waiting for an answer'}
        />
      </FigureCard>
      <FigureCard name="contacts">
        <Figure value={figures.contacts} label={figures.contacts === 1 ? 'contact' : 'contacts'} />
      </FigureCard>
      <FigureCard name="saved-searches">
        {figures.saved_searches.length === 0 ? (
          <Typography.Text type="secondary">
            None yet: save a search in the <Link to={ROUTES.DIRECTORY}>directory</Link> to hear of new matches.
          </Typography.Text>
        ) : (
          <ul className="dashboard__list" aria-label="Saved searches">
            {figures.saved_searches.map((s) => {
              const saved = searches?.find((x) => x.id === s.id);
              return (
                <li key={s.id}>
                  {saved ? (
                    <Link to={savedSearchPath(saved)} aria-label={`Open ${s.name} in the directory`}>
                      {s.name}
                    </Link>
                  ) : (
                    <span>{s.name}</span>
                  )}
                  <span>
                    {s.is_paused && <Tag>Paused</Tag>}
                    {s.last_new_count > 0 ? (
                      <Tag color="blue">{s.last_new_count} new</Tag>
                    ) : (
                      <Typography.Text type="secondary">No new matches</Typography.Text>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </FigureCard>
      <FigureCard name="response-time">
        <Figure
          value={formatHours(figures.median_hours_to_approval)}
          label={figures.approvals ? `over ${plural(figures.approvals, 'approval')}` : 'no approval yet'}
        />
      </FigureCard>
    </div>
  );
}

/** "Welcome back" once the journalist has asked for something; a first visit is welcomed. */
function greeting(name: string | undefined, figures: JournalistDashboard | undefined): string {
  if (!name) return 'Your journalist dashboard';
  return figures && figures.interviews.total === 0 ? `Welcome, ${name}` : `Welcome back, ${name}`;
}

/** The search a journalist starts from: it opens the directory with the words typed. */
function FindExpert() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <search className="dashboard__search">
      <SearchBox
        value={text}
        onChange={setText}
        label="Find an expert"
        placeholder="Topic, name or place, e.g. AI Singapore"
        buttonText="Search"
        size="large"
        onSearch={(typed) => navigate(directoryPath(typed.trim() ? { search: typed.trim() } : {}))}
        style={{ width: '100%' }}
      />
    </search>
  );
}

/** /dashboard: where every request stands, each figure opening its panel. */
export default function DashboardPage() {
  const user = useAuth((s) => s.user);
  const name = user?.profile?.first_name;
  const dashboard = useDashboard({ enabled: Boolean(user) });
  const searches = useSavedSearches({ enabled: Boolean(user) });

  return (
    <section className="dashboard">
      <Typography.Title level={1}>{greeting(name, dashboard.data)}</Typography.Title>
      {user && <FindExpert />}
      {!user && (
        <Panel style={{ marginBottom: 24 }}>
          <Typography.Paragraph>
            Sign in to see your interviews, questions and the experts you follow.
          </Typography.Paragraph>
          <Button variant="primary" onClick={() => authStore.getState().openLogin('journalist')}>
            Login as a Journalist
          </Button>
        </Panel>
      )}
      <div className="dashboard__grid" role="list" aria-label="Your workspace" style={{ marginBottom: 24 }}>
        {SHORTCUTS.map((s) => (
          <div key={s.title} className="dashboard__cell" role="listitem">
            <Link to={s.to} className="dashboard__shortcut">
              <Panel title={s.title} extra={<span aria-hidden>→</span>} hoverable style={{ height: '100%' }}>
                {s.text}
              </Panel>
            </Link>
          </div>
        ))}
      </div>
      {user && (
        <QueryState query={dashboard}>{(figures) => <Figures figures={figures} searches={searches.data} />}</QueryState>
      )}
    </section>
  );
}
