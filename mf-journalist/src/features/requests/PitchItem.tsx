import { generatePath, Link } from 'react-router-dom';
import { formatDate, ROUTES } from 'mf-shared';
import { Panel } from 'mf-shared/kit/panel';
import { Avatar, Button, Tag, type TagColor } from 'mf-shared/kit/plain';
import { RatingStars } from 'mf-shared/kit/rating';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import { PITCH_STATUS_COLORS, PITCH_STATUS_LABELS, type Pitch } from 'mf-shared/entities/source-request';

export interface PitchActions {
  onShortlist: () => void;
  onDecline: () => void;
  onAsk: () => void;
  onRequestInterview: () => void;
  busy?: boolean;
}

const guestName = (pitch: Pitch) => `${pitch.guest.first_name} ${pitch.guest.last_name}`;

/**
 * One pitch on a request: the guest's card (who, what they know, the expert's response time), the
 * answer, where it stands, and what the journalist can do with it.
 */
export function PitchItem({
  pitch,
  rank,
  open,
  ...actions
}: { pitch: Pitch; rank: number; open: boolean } & PitchActions) {
  const { guest } = pitch;
  const name = guestName(pitch);
  const decided = pitch.status === 'declined' || pitch.status === 'withdrawn';
  const requested = pitch.status === 'interview_requested';
  return (
    <li>
      <Panel data-testid="pitch">
        <article className="pitch" aria-label={`Pitch ${rank}: ${name}`} data-pitch-id={pitch.id}>
          <Avatar size={64} src={guest.avatar} name={name} decorative />
          <div>
            <div className="pitch__head">
              <h3 className="pitch__name">
                <Link to={generatePath(ROUTES.CONTACT, { id: String(guest.guest_id), tab: 'overview' })}>{name}</Link>
              </h3>
              <Tag color={PITCH_STATUS_COLORS[pitch.status] as TagColor}>{PITCH_STATUS_LABELS[pitch.status]}</Tag>
              {pitch.response_time && <Tag color="gold">{pitch.response_time.label}</Tag>}
            </div>
            <p className="requests__meta" style={{ margin: '4px 0' }}>
              {guest.title}
              {guest.company_name && `, ${guest.company_name}`}
            </p>
            <div className="requests__meta" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <RatingStars value={guest.rating} />
              <span className="pp-visually-hidden">Rating</span>
              <span>{guest.rating.toFixed(1)}</span>
              {guest.country.length > 0 && <span>· {guest.country.map((c) => c.name).join(', ')}</span>}
              <span>· pitched {formatDate(pitch.created_at, 'dateTime')}</span>
            </div>
            {guest.expertise.length > 0 && (
              <ul
                className="guest-tags"
                aria-label="Expertise"
                style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}
              >
                {guest.expertise.map((e) => (
                  <li key={e.id} style={{ display: 'inline-block' }}>
                    <Tag color="blue">{e.name}</Tag>
                  </li>
                ))}
              </ul>
            )}
            <div
              className="pitch__answer rich-text"
              aria-label="Answer"
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(pitch.answer) }}
            />
            {pitch.decline_note && <p className="requests__meta">Your note: {pitch.decline_note}</p>}
            <div className="pitch__actions">
              {!decided && !requested && (
                <Button
                  variant="primary"
                  onClick={actions.onRequestInterview}
                  aria-label={`Request interview with ${name}`}
                >
                  Request interview
                </Button>
              )}
              {open && pitch.status === 'pitched' && (
                <Button onClick={actions.onShortlist} loading={actions.busy} aria-label={`Shortlist ${name}`}>
                  Shortlist
                </Button>
              )}
              <Button onClick={actions.onAsk} aria-label={`Ask ${name} a question`}>
                Ask a question
              </Button>
              {(pitch.status === 'pitched' || pitch.status === 'shortlisted') && (
                <Button danger onClick={actions.onDecline} aria-label={`Decline the pitch of ${name}`}>
                  Decline
                </Button>
              )}
            </div>
          </div>
        </article>
      </Panel>
    </li>
  );
}
