import { Button, Descriptions, Empty, List, Result, Skeleton } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate, formatDateRange, ROUTES } from 'mf-shared';
import { useEventItem, useEventQuestions, useEventRegistrants, type EventRegistrant } from 'mf-shared/entities/event';
import { PageHeader } from 'mf-shared/kit/page';
import { briefingEditPath, eventPagePath } from './paths';
import { PlainTable } from 'mf-shared/kit/table';

/** /background-briefing/edit-and-view/{id}: a briefing with its registrants and their questions. */
export default function BriefingViewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const event = useEventItem(id);
  const registrants = useEventRegistrants(id);
  const questions = useEventQuestions(id);
  const back = () => navigate(ROUTES.EVENTS_LIST);

  if (event.isError || !(Number.isInteger(id) && id > 0)) {
    return <Result status="warning" title="Not found" extra={<Button onClick={back}>Back</Button>} />;
  }
  if (!event.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const e = event.data;
  return (
    <section>
      <PageHeader
        title={e.heading}
        subtitle="Registrants and their questions"
        actions={
          <>
            <Button onClick={() => navigate(eventPagePath(e.id))}>Public page</Button>
            <Button type="primary" onClick={() => navigate(briefingEditPath(e.id))}>
              Edit
            </Button>
          </>
        }
      />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'date', label: 'Date', children: formatDateRange(e.start_date, e.end_date) },
          { key: 'location', label: 'Location', children: e.location ?? '-' },
          {
            key: 'embargo',
            label: 'Embargo until',
            children: e.embargo_until ? formatDate(e.embargo_until, 'dateTime') : 'No embargo',
          },
          { key: 'count', label: 'Registrants', children: registrants.data?.length ?? e.registrants_count ?? 0 },
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
        <List
          aria-label="Questions"
          dataSource={questions.data}
          renderItem={(q) => (
            <List.Item key={q.id}>
              <List.Item.Meta
                title={`${q.asked_by.name}${q.asked_by.publication ? `, ${q.asked_by.publication}` : ''}`}
                description={formatDate(q.created_at, 'dateTime')}
              />
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{q.question}</Typography.Paragraph>
            </List.Item>
          )}
        />
      ) : questions.isPending ? (
        <Skeleton active />
      ) : (
        <Empty description="No questions yet" />
      )}
      <p>
        <Link to={ROUTES.EVENTS_LIST}>All briefings</Link>
      </p>
    </section>
  );
}
