import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDate } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Facts, Tag } from 'mf-shared/kit/plain';
import { Panel } from 'mf-shared/kit/panel';
import { Typography } from 'mf-shared/kit/typography';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { useAskQuestionDialog } from 'mf-shared/entities/conversation';
import {
  DeadlineCountdown,
  editRequestPath,
  formatLabel,
  mediumLabel,
  SOURCE_REQUEST_PATHS,
  useCloseSourceRequest,
  useRequestPitches,
  useShortlistPitch,
  useSourceRequest,
  type Pitch,
  type SourceRequest,
} from 'mf-shared/entities/source-request';
import { useDiscussNow } from 'mf-shared/ui/discuss-now';
import { REQUEST_MESSAGES } from 'mf-shared/validation';
import { deadlineInZone } from './deadline';
import { PitchItem } from './PitchItem';
import './requests.css';

const DeclineDialog = lazy(() => import('./DeclineDialog'));

const names = (items: { name: string }[]) => (items.length ? items.map((i) => i.name).join(', ') : 'Any');

function RequestFacts({ request }: { request: SourceRequest }) {
  return (
    <Panel style={{ marginBottom: 24 }}>
      <Facts
        variant="grid"
        className="request__facts"
        facts={[
          {
            label: 'Status',
            value: (
              <Tag color={request.status === 'open' ? 'green' : 'default'}>
                {request.status === 'open' ? 'Open' : 'Closed'}
              </Tag>
            ),
          },
          {
            label: 'Deadline',
            value: (
              <>
                {deadlineInZone(request.deadline, request.time_zone)}
                {request.status === 'open' && (
                  <>
                    <br />
                    <DeadlineCountdown deadline={request.deadline} className="requests__meta" />
                  </>
                )}
              </>
            ),
          },
          {
            label: 'Medium and format',
            value: (
              <>
                {mediumLabel(request.medium)}, {formatLabel(request.format)}
              </>
            ),
          },
          {
            label: 'Outlet',
            value: request.anonymous_outlet ? REQUEST_MESSAGES.ANONYMOUS_OUTLET : request.outlet_name,
          },
          { label: 'Expertise', value: names(request.expertise) },
          { label: 'Countries', value: names(request.countries) },
          { label: 'Media regions', value: names(request.regions) },
          { label: 'Languages', value: names(request.languages) },
          {
            label: 'Pitches',
            value: (
              <>
                {request.pitches_count}
                {request.max_pitches ? ` of at most ${request.max_pitches}` : ''}
              </>
            ),
          },
          request.closed_at ? { label: 'Closed', value: formatDate(request.closed_at, 'dateTime') } : null,
        ]}
      />
      <div className="request__details rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(request.details) }} />
    </Panel>
  );
}

function Pitches({ request }: { request: SourceRequest }) {
  const pitches = useRequestPitches(request.id);
  const shortlist = useShortlistPitch();
  const [declining, setDeclining] = useState<{ id: number; name: string } | null>(null);
  const { askQuestion, dialog: questionDialog } = useAskQuestionDialog();
  const { discussNow, dialog: interviewDialog } = useDiscussNow({ onSent: () => void pitches.refetch() });

  const requestInterview = (pitch: Pitch) =>
    discussNow({
      guest_id: pitch.guest.guest_id,
      first_name: pitch.guest.first_name,
      last_name: pitch.guest.last_name,
      title: pitch.guest.title,
      topic: request.summary,
      pitch_id: pitch.id,
    });

  return (
    <section aria-labelledby="pitches-title">
      <Typography.Title level={2} id="pitches-title">
        Pitches{pitches.data ? ` (${pitches.data.length})` : ''}
      </Typography.Title>
      <p className="requests__meta">Best match first.</p>
      <QueryState query={pitches}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text="No pitches yet. Matching experts have been told; pitches show here as they arrive." />
          ) : (
            <ol className="pitches" aria-label="Pitches">
              {list.map((pitch, i) => (
                <PitchItem
                  key={pitch.id}
                  pitch={pitch}
                  rank={i + 1}
                  open={request.status === 'open'}
                  busy={shortlist.isPending && shortlist.variables === pitch.id}
                  onShortlist={() =>
                    shortlist.mutate(pitch.id, { onSuccess: () => void toast.success(REQUEST_MESSAGES.SHORTLISTED) })
                  }
                  onDecline={() =>
                    setDeclining({ id: pitch.id, name: `${pitch.guest.first_name} ${pitch.guest.last_name}` })
                  }
                  onAsk={() => askQuestion(pitch.guest)}
                  onRequestInterview={() => requestInterview(pitch)}
                />
              ))}
            </ol>
          )
        }
      </QueryState>
      {declining && (
        <Suspense fallback={null}>
          <DeclineDialog pitch={declining} onClose={() => setDeclining(null)} />
        </Suspense>
      )}
      {questionDialog}
      {interviewDialog}
    </section>
  );
}

function RequestView({ request }: { request: SourceRequest }) {
  const close = useCloseSourceRequest();
  const navigate = useNavigate();
  const open = request.status === 'open';
  return (
    <>
      <PageHeader
        title={request.summary}
        subtitle={`Posted ${formatDate(request.created_at, 'dateTime')}`}
        actions={
          open && (
            <>
              <Button onClick={() => navigate(editRequestPath(request.id))}>Edit</Button>
              <Confirm
                title="Close this request?"
                description="Experts can no longer pitch; those who did are told."
                okText="Close request"
                danger
                onConfirm={() =>
                  close.mutateAsync(request.id).then(() => toast.success(REQUEST_MESSAGES.CLOSED_BY_HAND))
                }
              >
                <Button danger loading={close.isPending}>
                  Close request
                </Button>
              </Confirm>
            </>
          )
        }
      />
      <RequestFacts request={request} />
      <Pitches request={request} />
    </>
  );
}

/** /requests/{id}: the journalist's request and its pitches, ranked by how well each guest matches. */
export default function RequestPage() {
  const id = Number(useParams().id);
  const request = useSourceRequest(id);
  return (
    <section className="request">
      <p style={{ marginTop: 0 }}>
        <Link to={SOURCE_REQUEST_PATHS.LIST}>← All requests</Link>
      </p>
      <QueryState query={request}>{(r) => <RequestView request={r} />}</QueryState>
    </section>
  );
}
