import { renderToStaticMarkup } from 'react-dom/server';
import { attendanceMode, eventLd, JsonLd, newsArticleLd, profilePageLd } from './structured-data';

const SITE = 'https://presspoint.test';

const event = {
  id: 9,
  heading: 'Rates briefing',
  description: '<p>What the <b>next</b> decision means.</p>',
  start_date: '2027-05-04',
  start_time: '09:00:00',
  end_date: '2027-05-04',
  end_time: '10:00:00',
  all_day: 0,
  location: 'Marina Bay',
  organised_by: 'Harbour Bank',
  signups_url: 'https://example.com/signup',
  header_image: 'https://cdn.example.com/h.webp',
  embargoed: false,
  guests: [{ first_name: 'Ann', last_name: 'Lee' }],
};

it('describes an event with its status, attendance mode, place and experts, at its absolute address', () => {
  const ld = eventLd(event, '/event-detail/9', SITE);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Rates briefing',
    url: 'https://presspoint.test/event-detail/9',
    image: ['https://cdn.example.com/h.webp'],
    startDate: '2027-05-04T09:00:00',
    endDate: '2027-05-04T10:00:00',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: 'Marina Bay', address: 'Marina Bay' },
    description: 'What the next decision means.',
    organizer: { '@type': 'Organization', name: 'Harbour Bank' },
    performer: [{ '@type': 'Person', name: 'Ann Lee' }],
  });
  expect(attendanceMode('Online (Zoom)')).toBe('https://schema.org/OnlineEventAttendanceMode');
});

it('says of an embargoed event only its name, start and organiser, and where: its page', () => {
  const ld = eventLd({ ...event, embargoed: true }, '/event-detail/9', SITE);
  expect(Object.keys(ld).sort()).toEqual(
    [
      '@context',
      '@type',
      'eventAttendanceMode',
      'eventStatus',
      'location',
      'name',
      'organizer',
      'startDate',
      'url',
    ].sort(),
  );
  // The venue and the sign-up link stay hidden; the page is the public place, online.
  expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: 'https://presspoint.test/event-detail/9' });
  expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  expect(JSON.stringify(ld)).not.toMatch(/Marina|signup/);
});

it('always has a location (Google requires one), consistent with the attendance mode', () => {
  // A story idea without a venue: the public place is its page.
  const idea = eventLd({ ...event, location: null, signups_url: null }, '/story-ideas/9', SITE);
  expect(idea.location).toEqual({ '@type': 'VirtualLocation', url: 'https://presspoint.test/story-ideas/9' });
  expect(idea.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  // Online: at the venue's own link, else the sign-up link.
  const zoom = eventLd({ ...event, location: 'https://zoom.us/j/123' }, '/event-detail/9', SITE);
  expect(zoom.location).toEqual({ '@type': 'VirtualLocation', url: 'https://zoom.us/j/123' });
  const online = eventLd({ ...event, location: 'Online (Zoom)' }, '/event-detail/9', SITE);
  expect(online.location).toEqual({
    '@type': 'VirtualLocation',
    url: 'https://example.com/signup',
    name: 'Online (Zoom)',
  });
  expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  // A venue: a Place, offline.
  expect(eventLd(event, '/event-detail/9', SITE).eventAttendanceMode).toBe(
    'https://schema.org/OfflineEventAttendanceMode',
  );
});

it('gives no image for a video header', () => {
  const ld = eventLd(
    { ...event, header_image: 'https://cdn.example.com/h.mp4', header_image_type: 'video' },
    '/event-detail/9',
    SITE,
  );
  expect(ld).not.toHaveProperty('image');
});

it('keeps addresses relative only when the site’s origin is not known', () => {
  expect(eventLd(event, '/event-detail/9', '').url).toBe('/event-detail/9');
});

it('describes news as a NewsArticle by a Person, and an author page as a ProfilePage, with absolute addresses and no contact data', () => {
  const article = newsArticleLd(
    {
      slug: 'rates-hold',
      title: 'Rates hold',
      text: '<p>Why.</p>',
      picture: 'https://cdn.example.com/p.webp',
      picture_type: 'image',
      updated_at: '2026-03-02T15:04:00Z',
      author: 'Eve Expert',
      author_id: 2,
      expertise_names: { 3: 'Finance' },
    },
    '/author/Eve-Expert/2',
    SITE,
  );
  expect(article).toMatchObject({
    '@type': 'NewsArticle',
    headline: 'Rates hold',
    image: ['https://cdn.example.com/p.webp'],
    dateModified: '2026-03-02T15:04:00Z',
    author: [{ '@type': 'Person', name: 'Eve Expert', url: 'https://presspoint.test/author/Eve-Expert/2' }],
    mainEntityOfPage: 'https://presspoint.test/news/rates-hold',
  });
  const profile = profilePageLd({ id: 2, name: 'Eve Expert' }, '/author/Eve-Expert/2', ['Finance'], SITE);
  expect(profile).toMatchObject({
    '@type': 'ProfilePage',
    url: 'https://presspoint.test/author/Eve-Expert/2',
    mainEntity: { '@type': 'Person', name: 'Eve Expert', url: 'https://presspoint.test/author/Eve-Expert/2' },
  });
  expect(JSON.stringify([article, profile, eventLd(event, '/e', SITE)])).not.toMatch(/email|telephone|@example/);
});

it('writes the data in a script that stored text cannot close', () => {
  const html = renderToStaticMarkup(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
  expect(html).toMatch(/^<script type="application\/ld\+json">/);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
});
