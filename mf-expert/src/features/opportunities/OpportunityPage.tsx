import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDate } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { PageHeader } from 'mf-shared/kit/page';
import { Panel } from 'mf-shared/kit/panel';
import { Button, Facts, Tag, type TagColor } from 'mf-shared/kit/plain';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import { QueryState } from 'mf-shared/kit/states';
import { Typography } from 'mf-shared/kit/typography';
import {
  DeadlineCountdown,
  formatLabel,
  mediumLabel,
  PITCH_STATUS_COLORS,
  PITCH_STATUS_LABELS,
  pitchEditable,
  SOURCE_REQUEST_PATHS,
  useOpportunity,
  useWithdrawPitch,
  type OpportunityDetail,
  type Pitch,
} from 'mf-shared/entities/source-request';
import { REQUEST_MESSAGES } from 'mf-shared/validation';
import { EditPitchForm, NewPitchForm } from './PitchForm';
import './opportunities.css';

const names = (items: { name: string }[]) => (items.length ? items.map((i) => i.name).join(', ') : 'Any');

function MyPitch({ pitch, deadline }: { pitch: Pitch; deadline: string }) {
  const [editing, setEditing] = useState(false);
  const withdraw = useWithdrawPitch();
  const name = `${pitch.guest.first_name} ${pitch.guest.last_name}`;
  const editable = pitchEditable(pitch, deadline);
  return (
    <li>
      <Panel>
        <article className="my-pitch" aria-label={`Your pitch: ${name}`} data-testid="my-pitch">
          <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <strong>{name}</strong>
            <Tag color={PITCH_STATUS_COLORS[pitch.status] as TagColor}>{PITCH_STATUS_LABELS[pitch.status]}</Tag>
            <span className="opportunity__meta">sent {formatDate(pitch.created_at, 'dateTime')}</span>
          </div>
          {pitch.decline_note && <p>Note from the journalist: {pitch.decline_note}</p>}
          {editing ? (
            <EditPitchForm pitch={pitch} onDone={() => setEditing(false)} />
          ) : (
            <>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(pitch.answer) }} />
              {editable && (
                <div style={{ display: 'flex', gap: 8 }}>
                  <Button onClick={() => setEditing(true)} aria-label={`Edit the pitch of ${name}`}>
                    Edit
                  </Button>
                  <Confirm
                    title="Withdraw this pitch?"
                    okText="Withdraw"
                    danger
                    onConfirm={() =>
                      withdraw.mutateAsync(pitch.id).then(() => toast.success(REQUEST_MESSAGES.WITHDRAWN))
                    }
                  >
                    <Button danger aria-label={`Withdraw the pitch of ${name}`}>
                      Withdraw
                    </Button>
                  </Confirm>
                </div>
              )}
            </>
          )}
        </article>
      </Panel>
    </li>
  );
}

function OpportunityView({ item }: { item: OpportunityDetail }) {
  const open = item.status === 'open' && new Date(item.deadline) > new Date();
  const pitches = item.my_pitches.filter((p) => p.status !== 'withdrawn');
  return (
    <>
      <PageHeader
        title={item.summary}
        subtitle={`${item.outlet} · ${item.journalist.name} · posted ${formatDate(item.created_at, 'dateTime')}`}
      />
      <Panel style={{ marginBottom: 24 }}>
        <Facts
          variant="grid"
          className="opportunity__facts"
          facts={[
            {
              label: 'Deadline',
              value: (
                <>
                  {formatDate(item.deadline, 'dateTime')}
                  <br />
                  {item.status === 'open' ? (
                    <DeadlineCountdown deadline={item.deadline} className="opportunity__countdown" />
                  ) : (
                    <Tag>Closed</Tag>
                  )}
                </>
              ),
            },
            {
              label: 'Medium and format',
              value: (
                <>
                  {mediumLabel(item.medium)}, {formatLabel(item.format)}
                </>
              ),
            },
            { label: 'Expertise', value: names(item.expertise) },
            { label: 'Countries', value: names(item.countries) },
            { label: 'Media regions', value: names(item.regions) },
            { label: 'Languages', value: names(item.languages) },
          ]}
        />
        <div
          className="opportunity__details rich-text"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.details) }}
        />
      </Panel>
      {pitches.length > 0 && (
        <section aria-labelledby="my-pitches-title" style={{ marginBottom: 24 }}>
          <Typography.Title level={2} id="my-pitches-title">
            Your pitches
          </Typography.Title>
          <ul className="my-pitches">
            {pitches.map((p) => (
              <MyPitch key={p.id} pitch={p} deadline={item.deadline} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="pitch-title">
        <Typography.Title level={2} id="pitch-title">
          Pitch a guest
        </Typography.Title>
        {!open ? (
          <Typography.Paragraph type="secondary">{REQUEST_MESSAGES.CLOSED}.</Typography.Paragraph>
        ) : item.eligible_guests.length === 0 ? (
          <Typography.Paragraph type="secondary">
            None of your published guests can pitch for this request
            {pitches.length > 0 ? ' besides those who already did' : ''}.
          </Typography.Paragraph>
        ) : (
          <Panel>
            <NewPitchForm
              key={item.eligible_guests.map((g) => g.id).join(',')}
              requestId={item.id}
              guests={item.eligible_guests}
            />
          </Panel>
        )}
      </section>
    </>
  );
}

/** /opportunities/{id}: one open request, the account's pitches on it and the form to pitch another guest. */
export default function OpportunityPage() {
  const id = Number(useParams().id);
  const item = useOpportunity(id);
  return (
    <section className="opportunity-page">
      <p style={{ marginTop: 0 }}>
        <Link to={SOURCE_REQUEST_PATHS.OPPORTUNITIES}>← All opportunities</Link>
      </p>
      <QueryState query={item}>{(data) => <OpportunityView item={data} />}</QueryState>
    </section>
  );
}
