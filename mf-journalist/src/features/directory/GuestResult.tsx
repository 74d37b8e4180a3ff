import { Link } from 'react-router-dom';
import { Typography } from 'mf-shared/kit/typography';
import { formatDate } from 'mf-shared';
import { Avatar, Button, Tag } from 'mf-shared/kit/plain';
import { RatingStars } from 'mf-shared/kit/rating';
import type { GuestCard } from 'mf-shared/entities/guest';

/**
 * A matched fragment as the server writes it (escaped text, the search's words in <mark>), shown
 * as text and marks: nothing of it is parsed as HTML, so no sanitizer is needed on the page.
 */
export function MatchedText({ fragment }: { fragment: string }) {
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return (
    <>
      {fragment
        .split(/(<mark>.*?<\/mark>)/)
        .map((part, i) =>
          part.startsWith('<mark>') && part.endsWith('</mark>') ? (
            <mark key={i}>{unescape(part.slice(6, -7))}</mark>
          ) : (
            unescape(part)
          ),
        )}
    </>
  );
}

const names = (items: { name: string }[]) => items.map((i) => i.name).join(', ');
/** The first few names, and how many more: "Singapore, India, Europe +2". */
const SHOWN = 3;
const someNames = (items: { name: string }[]) =>
  names(items.slice(0, SHOWN)) + (items.length > SHOWN ? ` +${items.length - SHOWN}` : '');

/** One guest found: who, what they know, where they are and are available, in which languages, the matched text. */
export function GuestResult({
  guest,
  profilePath,
  onDiscuss,
  onAsk,
}: {
  guest: GuestCard;
  /** Where the guest's whole profile is (/contact/{id}/overview). */
  profilePath: string;
  onDiscuss: () => void;
  /** "Ask a question" beside Discuss now (issue 15). */
  onAsk?: () => void;
}) {
  const name = `${guest.first_name} ${guest.last_name}`;
  return (
    <article className="guest-result" aria-label={name} data-guest-id={guest.guest_id}>
      <span className="guest-result__avatar">
        <Avatar size={64} src={guest.avatar} name={name} decorative />
      </span>
      <div className="guest-result__body">
        <Typography.Title level={2} className="guest-result__name">
          <Link className="guest-result__open" to={profilePath}>
            {name}
          </Link>
        </Typography.Title>
        <p className="guest-result__role">
          {guest.title}
          {guest.company_name && `, ${guest.company_name}`}
        </p>
        {guest.headline && <p className="guest-result__headline">{guest.headline}</p>}
        <div className="pp-row">
          <RatingStars value={guest.rating} className="guest-result__rate" />
          <span className="pp-visually-hidden">Rating</span>
          <span>{guest.rating.toFixed(1)}</span>
        </div>
        {guest.expertise.length > 0 && (
          <ul className="guest-result__tags" aria-label="Expertise">
            {guest.expertise.map((e) => (
              <li key={e.id}>
                <Tag color="blue">{e.name}</Tag>
              </li>
            ))}
          </ul>
        )}
        <dl className="guest-result__facts">
          {guest.country.length > 0 && (
            <div>
              <dt>Countries</dt>
              <dd>{names(guest.country)}</dd>
            </div>
          )}
          {guest.available.length > 0 && (
            <div>
              <dt>Available in</dt>
              <dd title={guest.available.length > SHOWN ? names(guest.available) : undefined}>
                {someNames(guest.available)}
              </dd>
            </div>
          )}
          {guest.languages.length > 0 && (
            <div>
              <dt>Languages</dt>
              <dd>{names(guest.languages)}</dd>
            </div>
          )}
          {guest.answers_within_hours != null && (
            <div>
              <dt>Questions</dt>
              <dd>usually answers within {guest.answers_within_hours} h</dd>
            </div>
          )}
          {guest.last_confirmed_at && (
            <div>
              <dt>Availability confirmed</dt>
              <dd>{formatDate(guest.last_confirmed_at)}</dd>
            </div>
          )}
        </dl>
        {guest.matched.length > 0 && (
          <div className="guest-result__matched" aria-label="Matched text">
            {guest.matched.map((fragment, i) => (
              <p key={i}>
                <MatchedText fragment={fragment} />
              </p>
            ))}
          </div>
        )}
      </div>
      <div className="guest-result__actions">
        <Button variant="primary" onClick={onDiscuss} aria-label={`Discuss now with ${name}`}>
          Discuss now
        </Button>
        {onAsk && (
          <Button onClick={onAsk} aria-label={`Ask a question to ${name}`}>
            Ask a question
          </Button>
        )}
        <Link
          className="pp-btn pp-btn--default guest-result__profile"
          to={profilePath}
          aria-label={`View profile of ${name}`}
        >
          View profile
        </Link>
      </div>
    </article>
  );
}
