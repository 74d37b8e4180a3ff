import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { formatDate, formatTime, usePageMeta } from 'mf-shared';
import { GuestSuggestions } from '../../lib/guests';
import { QueryState } from 'mf-shared/kit/states';
import { Picture, RichText } from '../../lib/content/components';
import { useEvent, type EventDetails as EventData } from './api/get-events';

function EventBody({ event, showContent }: { event: EventData; showContent: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const images = event.medias.filter((m) => m.type === 'image');
  const time = event.all_day ? 'All Day' : `${formatTime(event.start_time)} - ${formatTime(event.end_time)}`;
  return (
    <article>
      <h1>{event.heading}</h1>
      <Picture src={event.header_image} alt="" />
      <p className="meta-line">
        {formatDate(event.start_date)} - {formatDate(event.end_date)} · {time}
      </p>
      {event.location && <p>Venue: {event.location}</p>}
      {event.organised_by && <p>Organised by: {event.organised_by}</p>}
      {showContent && (
        <>
          <h2>About the Event</h2>
          <RichText html={event.description} />
        </>
      )}
      {images.length > 0 && (
        <div className="chips" aria-label="Gallery">
          {images.map((m) => (
            <button key={m.file} type="button" onClick={() => setOpen(m.file)}>
              <img src={m.file} alt="" width={160} height={90} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {open && (
        <div role="dialog" aria-label="Image" className="lightbox" onClick={() => setOpen(null)}>
          <img src={open} alt="" />
        </div>
      )}
      {event.guests.length > 0 && (
        <>
          <h2>Experts</h2>
          <GuestSuggestions guests={event.guests} />
        </>
      )}
      <h2>Contact</h2>
      <p>
        {event.phone_number && <>Phone: {event.phone_number} · </>}
        {event.email && (
          <>
            Email: <a href={`mailto:${event.email}`}>{event.email}</a> ·{' '}
          </>
        )}
        {event.signups_url && (
          <a href={event.signups_url} target="_blank" rel="noopener noreferrer">
            Website
          </a>
        )}
      </p>
      {event.industries.length > 0 && (
        <p className="story-card__topics">Tags: {event.industries.map((i) => i.name).join(', ')}</p>
      )}
    </article>
  );
}

/** /event-detail/{id}, /news-diary/{id} (content not shown there) and /story-ideas/{id}. */
export default function EventPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const storyIdea = pathname.startsWith('/story-ideas/');
  const query = useEvent(storyIdea ? 'story-idea' : 'event', id);
  usePageMeta(query.data?.heading ?? null, query.data?.description.replace(/<[^>]+>/g, ' ').trim() ?? null);
  return (
    <div className="content-page" style={{ maxWidth: 900 }}>
      <QueryState query={query}>
        {(event) => <EventBody event={event} showContent={!pathname.startsWith('/news-diary/')} />}
      </QueryState>
    </div>
  );
}
