import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../database';
import * as s from '../../schema';

/** The expertise and the country the source-request journey uses (issue 27's e2e). */
export const DEMO_REQUEST_EXPERTISE = 'Artificial Intelligence';
export const DEMO_REQUEST_COUNTRY = 'Singapore';

const HOUR = 1 / 24;

/**
 * Source requests (issue 27) for a lived-in board: the demo journalist's open requests (one with
 * pitches, one anonymous, one still waiting) and closed ones with their outcomes. The demo expert's
 * last guest also speaks on Artificial Intelligence and is available in Singapore, so a request for
 * that reaches the demo expert; expert2@ (and its team) has no such guest. Fixed rows, no faker
 * draws: nothing seeded before moves.
 */
export async function seedSourceRequests(
  db: Database,
  daysFromNow: (days: number) => string,
  demo: { journalist: number; expert: number },
) {
  const [ai] = await db
    .select({ id: s.expertises.id })
    .from(s.expertises)
    .where(eq(s.expertises.name, DEMO_REQUEST_EXPERTISE));
  const [singapore] = await db
    .select({ id: s.countries.id })
    .from(s.countries)
    .where(eq(s.countries.name, DEMO_REQUEST_COUNTRY));
  if (!ai || !singapore) return 0;

  const visible = (owner?: number) =>
    db
      .select({ id: s.guests.id, owner: s.guests.user_id })
      .from(s.guests)
      .innerJoin(s.guestSearchFilters, eq(s.guestSearchFilters.guest_id, s.guests.id))
      .where(
        owner
          ? and(eq(s.guestSearchFilters.visible, true), eq(s.guests.user_id, owner))
          : eq(s.guestSearchFilters.visible, true),
      )
      .orderBy(asc(s.guests.id));
  const own = await visible(demo.expert);
  const aiGuest = own.at(-1);
  if (!aiGuest) return 0;
  await db.insert(s.guestExpertises).values({ guest_id: aiGuest.id, expertise_id: ai.id }).onConflictDoNothing();
  await db.insert(s.guestCountries).values({ guest_id: aiGuest.id, country_id: singapore.id }).onConflictDoNothing();

  // Other accounts' AI guests, for more than one pitch on the AI request.
  const othersAi = await db
    .select({ id: s.guests.id, owner: s.guests.user_id })
    .from(s.guests)
    .innerJoin(s.guestSearchFilters, eq(s.guestSearchFilters.guest_id, s.guests.id))
    .where(
      and(
        eq(s.guestSearchFilters.visible, true),
        sql`${s.guestSearchFilters.expertise_ids} @> ARRAY[${ai.id}::int]`,
        sql`${s.guests.user_id} <> ${demo.expert}`,
      ),
    )
    .orderBy(asc(s.guests.id))
    .limit(2);
  const filters = await db
    .select({ guest_id: s.guestSearchFilters.guest_id, expertise_ids: s.guestSearchFilters.expertise_ids })
    .from(s.guestSearchFilters)
    .where(
      inArray(
        s.guestSearchFilters.guest_id,
        own.map((g) => g.id),
      ),
    );
  const topicOf = (guestId: number) => filters.find((f) => f.guest_id === guestId)?.expertise_ids[0] ?? ai.id;

  const base = {
    journalist_id: demo.journalist,
    time_zone: 'Asia/Singapore',
    anonymous_outlet: false,
    outlet_name: 'Straits Business Daily',
  };
  const requests: (typeof s.sourceRequests.$inferInsert)[] = [
    {
      ...base,
      summary: 'AI rules for banks in Southeast Asia: who can explain the new guidance?',
      details:
        '<p>We are writing about the regulators’ new guidance on <b>AI models in lending</b>. Looking for an expert who can explain what changes for banks and borrowers, in two or three quotable sentences.</p>',
      expertise_ids: [ai.id],
      country_ids: [singapore.id],
      medium: 'online',
      format: 'phone',
      deadline: daysFromNow(2),
      max_pitches: 10,
      created_at: daysFromNow(-1),
    },
    {
      ...base,
      summary: 'Podcast guest on the future of work and automation',
      details: '<p>A 30-minute conversation for our weekly business podcast. Recorded remotely.</p>',
      expertise_ids: [topicOf(own[0]!.id)],
      medium: 'podcast',
      format: 'video',
      deadline: daysFromNow(5),
      anonymous_outlet: true,
      outlet_name: null,
      created_at: daysFromNow(-6 * HOUR),
    },
    {
      ...base,
      summary: 'Quick written quote on interest rates before tonight’s edition',
      details: '<p>One or two sentences on what the rate decision means for households.</p>',
      expertise_ids: [topicOf(own[1]?.id ?? own[0]!.id)],
      medium: 'print',
      format: 'written',
      deadline: daysFromNow(10 * HOUR),
      created_at: daysFromNow(-2 * HOUR),
    },
    {
      ...base,
      summary: 'TV panel on data privacy after the breach',
      details: '<p>A live studio panel, three guests, 15 minutes.</p>',
      expertise_ids: [topicOf(own[0]!.id)],
      medium: 'tv',
      format: 'in_person',
      deadline: daysFromNow(-3),
      status: 'closed',
      closed_at: daysFromNow(-3),
      pitches_seen_at: daysFromNow(-3),
      created_at: daysFromNow(-5),
    },
    {
      ...base,
      summary: 'Radio comment on machine learning in hospitals',
      details: '<p>A short phone interview for the morning show.</p>',
      expertise_ids: [ai.id],
      medium: 'radio',
      format: 'phone',
      deadline: daysFromNow(-10),
      status: 'closed',
      closed_at: daysFromNow(-10),
      pitches_seen_at: daysFromNow(-10),
      created_at: daysFromNow(-12),
    },
  ];
  const ids = (await db.insert(s.sourceRequests).values(requests).returning({ id: s.sourceRequests.id })).map(
    (r) => r.id,
  );
  const [aiOpen, podcast, , tv, radio] = ids as [number, number, number, number, number];

  const pitches: (typeof s.requestPitches.$inferInsert)[] = [
    {
      request_id: aiOpen,
      expert_id: demo.expert,
      guest_id: aiGuest.id,
      answer: '<p>Our guest advises two regional banks on model risk and can explain the guidance in plain words.</p>',
      status: 'shortlisted',
      match_score: 100,
      created_at: daysFromNow(-1 + 2 * HOUR),
    },
    ...othersAi.map((g, k) => ({
      request_id: aiOpen,
      expert_id: g.owner,
      guest_id: g.id,
      answer: '<p>Available for a call today or tomorrow; has written on AI governance.</p>',
      status: 'pitched' as const,
      match_score: 60,
      created_at: daysFromNow(-1 + (5 + k) * HOUR),
    })),
    {
      request_id: podcast,
      expert_id: demo.expert,
      guest_id: own[0]!.id,
      answer: '<p>A regular podcast guest; happy to record this week.</p>',
      status: 'pitched',
      match_score: 80,
      created_at: daysFromNow(-3 * HOUR),
    },
    {
      request_id: tv,
      expert_id: demo.expert,
      guest_id: own[0]!.id,
      answer: '<p>Has done live TV panels on privacy law.</p>',
      status: 'interview_requested',
      match_score: 80,
      created_at: daysFromNow(-5 + HOUR),
    },
    ...(own[1]
      ? [
          {
            request_id: tv,
            expert_id: demo.expert,
            guest_id: own[1].id,
            answer: '<p>Can join the panel in person.</p>',
            status: 'declined' as const,
            decline_note: 'We have enough panellists, thank you.',
            match_score: 60,
            created_at: daysFromNow(-5 + 3 * HOUR),
          },
        ]
      : []),
    {
      request_id: radio,
      expert_id: demo.expert,
      guest_id: aiGuest.id,
      answer: '<p>Works with two hospitals on diagnostic models.</p>',
      status: 'closed',
      match_score: 100,
      created_at: daysFromNow(-12 + 4 * HOUR),
    },
  ];
  await db.insert(s.requestPitches).values(pitches.map((p) => ({ ...p, updated_at: p.created_at })));
  return ids.length;
}
