import { useLocation, useParams } from 'react-router-dom';
import { formatDate, formatDateRange, formatTime, siteOrigin, usePageMeta } from 'mf-shared';
import { ReportButton } from 'mf-shared/entities/report';
import { QueryState } from 'mf-shared/kit/states';
import { Picture, RichText } from '../../lib/content/components';
import { GuestSuggestions } from '../../lib/guests';
import { Gallery } from 'mf-shared/kit/lightbox';
import { eventLd, JsonLd, plainText } from '../../lib/structured-data';
import { useEvent, type EventDetails as EventData } from './api/get-events';
import { Registration } from './Registration';

/** While the embargo holds: the heading, the date and the organiser, nothing more. */
function EmbargoedBody({ event }: { event: EventData }) {
  return (
    <article>
      <h1>{event.heading}</h1>
      <p className="meta-line">
        {formatDate(event.start_date)}
        {event.start_time && ` · ${formatTime(event.start_time)}`}
      </p>
      {event.organised_by && <p>Organised by: {event.organised_by}</p>}
      <p role="note">Under embargo until {formatDate(event.embargo_until, 'dateTime')}.</p>
    </article>
  );
}

function EventBody({ event, showContent }: { event: EventData; showContent: boolean }) {
  const medias = event.medias ?? [];
  const images = medias.filter((m) => m.type === 'image');
  const videos = medias.filter((m) => m.type === 'video');
  const guests = event.guests ?? [];
  const industries = event.industries ?? [];
  const time = event.all_day ? 'All Day' : `${formatTime(event.start_time)} - ${formatTime(event.end_time)}`;
  return (
    <article>
      <h1>{event.heading}</h1>
      <Picture src={event.header_image ?? null} type={event.header_image_type} alt="" />
      <p className="meta-line">
        {formatDateRange(event.start_date, event.end_date)} · {time}
        {event.time_zone && ` (${event.time_zone})`}
      </p>
      {event.location && <p>Venue: {event.location}</p>}
      {event.organised_by && <p>Organised by: {event.organised_by}</p>}
      <p>
        {event.kind === 'story_idea' ? (
          <ReportButton itemType="story_idea" itemId={event.id} what="this story idea" />
        ) : (
          <ReportButton itemType="event" itemId={event.id} what="this event" />
        )}
      </p>
      {showContent && (
        <>
          <h2>About the Event</h2>
          <RichText html={event.description ?? ''} />
        </>
      )}
      <Gallery images={images.map((m) => m.file)} />
      {videos.map((m) => (
        <video key={m.file} src={m.file} controls width={320} />
      ))}
      {event.kind === 'event' && <Registration event={event} />}
      {guests.length > 0 && (
        <>
          <h2>Experts</h2>
          <GuestSuggestions guests={guests} />
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
      {industries.length > 0 && <p className="story-card__topics">Tags: {industries.map((i) => i.name).join(', ')}</p>}
    </article>
  );
}

/** /event-detail/{id}, /news-diary/{id} (content not shown there) and /story-ideas/{id}. */
export default function EventPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const storyIdea = pathname.startsWith('/story-ideas/');
  const query = useEvent(storyIdea ? 'story-idea' : 'event', id);
  const event = query.data;
  usePageMeta(event?.heading ?? null, event ? plainText(event.embargoed ? '' : event.description) || null : null);
  return (
    <div className="content-page" style={{ maxWidth: 900 }}>
      <QueryState query={query}>
        {(e) => (
          <>
            <JsonLd data={eventLd(e, pathname, siteOrigin())} />
            {e.embargoed && !e.is_owner ? (
              <>
                <EmbargoedBody event={e} />
                {e.kind === 'event' && <Registration event={e} />}
              </>
            ) : (
              <EventBody event={e} showContent={!pathname.startsWith('/news-diary/')} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
