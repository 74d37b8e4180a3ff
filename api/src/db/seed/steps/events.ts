import * as s from '../../schema';
import { slugify } from '../../../lib/slug';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';
import { articleHtml, headline } from '../text';
import type { DemoIds } from './accounts';
import type { SeededGuests } from './guests';
import type { ReferenceData } from './referenceData';

/**
 * Background-briefing events and story ideas (three in seven are events), each with guests and
 * industries; the first forty relate to the first forty news. Returns the event ids.
 */
export async function seedEvents(
  ctx: SeedContext,
  ref: Pick<ReferenceData, 'expertises'>,
  people: { demo: DemoIds; authors: number[] },
  guests: Pick<SeededGuests, 'guestIds' | 'guestsByOwner'>,
  newsIds: number[],
): Promise<number[]> {
  const { db, faker, pick, some, daysFromNow, scale } = ctx;
  const { demo, authors } = people;
  const eventRows = Array.from({ length: 140 * scale }, (_, i) => {
    const kind = i % 7 < 3 ? ('event' as const) : ('story_idea' as const);
    const user_id = i < 6 ? demo.expert : pick(authors);
    const topic = pick(ref.expertises).name;
    const heading = kind === 'event' ? `Background briefing: ${topic}` : headline(faker, topic);
    const start = faker.number.int({ min: -120, max: 120 });
    const allDay = faker.datatype.boolean(0.25);
    return {
      row: {
        kind,
        slug: `${slugify(heading)}-${i + 1}`,
        user_id,
        heading,
        description: articleHtml(faker, topic),
        start_date: daysFromNow(start).slice(0, 10),
        end_date: daysFromNow(start + faker.number.int({ min: 0, max: 2 })).slice(0, 10),
        start_time: allDay ? null : `${faker.number.int({ min: 8, max: 16 })}:00:00`,
        end_time: allDay ? null : `${faker.number.int({ min: 17, max: 20 })}:30:00`,
        all_day: allDay ? 1 : 0,
        location:
          kind === 'event'
            ? `${faker.location.streetAddress()}, ${pick(['Singapore', 'Kuala Lumpur', 'Jakarta', 'Hong Kong', 'Online'])}`
            : null,
        organised_by: faker.company.name(),
        phone_number: faker.string.numeric(8),
        email: `events${i + 1}@example.org`,
        signups_url: `https://www.example.org/signup/${i + 1}`,
        // The demo places are in South-East Asia; one zone keeps the calendar invitations simple.
        time_zone: 'Asia/Singapore',
      },
      guests: some(guests.guestsByOwner.get(user_id) ?? guests.guestIds.slice(0, 4), 1, 3),
      industries: some(['Finance', 'Technology', 'Healthcare', 'Energy', 'Public sector', 'Retail', 'Education'], 1, 3),
    };
  });
  const eventIds = await insertMany(
    db,
    s.events,
    eventRows.map((e) => e.row),
  );
  await insertMany(
    db,
    s.eventGuests,
    eventIds.flatMap((event_id, i) => eventRows[i].guests.map((guest_id) => ({ event_id, guest_id }))),
  );
  await insertMany(
    db,
    s.eventIndustries,
    eventIds.flatMap((event_id, i) => eventRows[i].industries.map((name) => ({ event_id, name }))),
  );
  await insertMany(
    db,
    s.eventRelated,
    eventIds.slice(0, 40).map((event_id, i) => ({ event_id, related_type: 'news' as const, related_id: newsIds[i] })),
  );
  // The demo journalist registered for the demo expert's briefings still to come, with a question
  // in advance on the first (issue 16: the registrants and questions the expert sees).
  const today = daysFromNow(0).slice(0, 10);
  const upcoming = eventIds.filter((_, i) => {
    const { row } = eventRows[i];
    return row.user_id === demo.expert && row.kind === 'event' && row.start_date >= today;
  });
  if (upcoming.length) {
    await insertMany(
      db,
      s.eventRegistrations,
      upcoming.map((event_id) => ({ event_id, user_id: demo.journalist })),
    );
    await insertMany(db, s.eventQuestions, [
      { event_id: upcoming[0], user_id: demo.journalist, body: 'Will the figures behind the briefing be shared?' },
    ]);
  }
  return eventIds;
}
