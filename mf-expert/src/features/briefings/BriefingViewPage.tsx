import { Typography } from 'mf-shared/kit/typography';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate, formatDateRange, ROUTES } from 'mf-shared';
import { useEventItem, useEventQuestions, useEventRegistrants, type EventRegistrant } from 'mf-shared/entities/event';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Facts, Notice, Spinner } from 'mf-shared/kit/plain';
import { EmptyState } from 'mf-shared/kit/states';
import { briefingEditPath, eventPagePath } from './paths';
import { PlainTable } from 'mf-shared/kit/table';
import './briefings.css';

/** /background-briefing/edit-and-view/{id}: a briefing with its registrants and their questions (plain). */
export default function BriefingViewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const event = useEventItem(id);
  const registrants = useEventRegistrants(id);
  const questions = useEventQuestions(id);
  const back = () => navigate(ROUTES.EVENTS_LIST);

  if (event.isError || !(Number.isInteger(id) && id > 0)) {
    return <Notice tone="warning" title="Not found" description={<Button onClick={back}>Back</Button>} />;
  }
  if (!event.data) return <Spinner label="Loading the briefing" />;
  const e = event.data;
  return (
    <section>
      <PageHeader
        title={e.heading}
        subtitle="Registrants and their questions"
        actions={
          <>
            <Button onClick={() => navigate(eventPagePath(e.id))}>Public page</Button>
            <Button variant="primary" onClick={() => navigate(briefingEditPath(e.id))}>
              Edit
            </Button>
          </>
        }
      />
      <Facts
        variant="inline"
        className="briefing-facts"
        facts={[
          { label: 'Date', value: formatDateRange(e.start_date, e.end_date) },
          { label: 'Location', value: e.location ?? '-' },
          { label: 'Embargo until', value: e.embargo_until ? formatDate(e.embargo_until, 'dateTime') : 'No embargo' },
          { label: 'Registrants', value: registrants.data?.length ?? e.registrants_count ?? 0 },
        ]}
      />
      <Typography.Title level={2} style={{ marginTop: 24 }}>
        Registrants
      </Typography.Title>
      <PlainTable<EventRegistrant>
        aria-label="Registrants"
        rowKey="id"
        loading={registrants.isPending}
        rows={registrants.data ?? []}
        emptyText={'No Result Found'}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'publication', title: 'Publication', render: (_, r) => r.publication ?? '-' },
          { key: 'registered_at', title: 'Registered', render: (_, r) => formatDate(r.registered_at, 'dateTime') },
          {
            key: 'acknowledged_at',
            title: 'Embargo acknowledged',
            render: (_, r) => (r.acknowledged_at ? formatDate(r.acknowledged_at, 'dateTime') : '-'),
          },
        ]}
      />
      <Typography.Title level={2} style={{ marginTop: 24 }}>
        Questions in advance
      </Typography.Title>
      {questions.data?.length ? (
        <ul aria-label="Questions" className="briefing-questions">
          {questions.data.map((q) => (
            <li key={q.id}>
              <div className="briefing-questions__who">
                {`${q.asked_by.name}${q.asked_by.publication ? `, ${q.asked_by.publication}` : ''}`}
              </div>
              <div className="briefing-questions__when">{formatDate(q.created_at, 'dateTime')}</div>
              <p className="briefing-questions__text">{q.question}</p>
            </li>
          ))}
        </ul>
      ) : questions.isPending ? (
        <Spinner label="Loading the questions" />
      ) : (
        <EmptyState text="No questions yet" />
      )}
      <p>
        <Link to={ROUTES.EVENTS_LIST}>All briefings</Link>
      </p>
    </section>
  );
}
