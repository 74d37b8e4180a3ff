import { renderToStaticMarkup } from 'react-dom/server';
import { attendanceMode, eventLd, JsonLd, newsArticleLd, profilePageLd } from './structured-data';

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

it('describes an event with its status, attendance mode, place and experts', () => {
  const ld = eventLd(event, '/event-detail/9');
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Rates briefing',
    startDate: '2027-05-04T09:00:00',
    endDate: '2027-05-04T10:00:00',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: 'Marina Bay' },
    description: 'What the next decision means.',
    organizer: { '@type': 'Organization', name: 'Harbour Bank' },
    performer: [{ '@type': 'Person', name: 'Ann Lee' }],
  });
  expect(attendanceMode('Online (Zoom)')).toBe('https://schema.org/OnlineEventAttendanceMode');
});

it('says of an embargoed event only its name, start and organiser', () => {
  const ld = eventLd({ ...event, embargoed: true }, '/event-detail/9');
  expect(Object.keys(ld).sort()).toEqual(
    ['@context', '@type', 'eventAttendanceMode', 'eventStatus', 'name', 'organizer', 'startDate', 'url'].sort(),
  );
});

it('describes news as a NewsArticle by a Person, and an author page as a ProfilePage, with no contact data', () => {
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
  );
  expect(article).toMatchObject({
    '@type': 'NewsArticle',
    headline: 'Rates hold',
    image: ['https://cdn.example.com/p.webp'],
    dateModified: '2026-03-02T15:04:00Z',
    author: [{ '@type': 'Person', name: 'Eve Expert' }],
  });
  const profile = profilePageLd({ id: 2, name: 'Eve Expert' }, '/author/Eve-Expert/2', ['Finance']);
  expect(profile).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: 'Eve Expert' } });
  expect(JSON.stringify([article, profile, eventLd(event, '/e')])).not.toMatch(/email|telephone|@example/);
});

it('writes the data in a script that stored text cannot close', () => {
  const html = renderToStaticMarkup(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
  expect(html).toMatch(/^<script type="application\/ld\+json">/);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
});
