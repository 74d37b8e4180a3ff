import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq, ne } from 'drizzle-orm';
import ICAL from 'ical.js';
import { expect } from '../../../test/expect';
import { makeMp4Video, makePicture } from '../../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { blogPosts, eventRegistrations, events, guests, news, sentMails, users } from '../../db/schema';

let t: TestApp;
let expert: Record<string, string>;
let expert2: Record<string, string>;
let team: Record<string, string>;
let journalist: Record<string, string>;
let ownGuests: number[];
let header: Buffer;
const dataDir = mkdtempSync(path.join(tmpdir(), 'presspoint-events-'));
const corpus: string[] = JSON.parse(
  readFileSync(path.join(__dirname, '../../../test/fixtures/owasp-xss.json'), 'utf8'),
).vectors;

before(async () => {
  // The OWASP corpus goes in through over a hundred multipart writes: more than an hour's uploads.
  t = await buildTestApp({ fixture: 'demo', settings: { DATA_DIR: dataDir, UPLOADS_PER_HOUR: '1000' } });
  [expert, expert2, team, journalist] = await Promise.all(
    ['expert@example.com', 'expert2@example.com', 'team@example.com', 'journalist@example.com'].map((email) =>
      signIn(t.app, email),
    ),
  );
  const rows = await t.database.db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.user_id, 2), eq(guests.is_draft, false)))
    .limit(3);
  ownGuests = rows.map((r) => r.id);
  header = await makePicture(1600, 900);
});
after(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type File = { name: string; bytes: Uint8Array };
/** The multipart form of spec section 7: lists as name[], files as header_image and medias[]. */
function eventForm(fields: Record<string, string | string[]>, files: { header?: File; medias?: File[] } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields))
    if (Array.isArray(v)) for (const item of v) form.append(`${k}[]`, item);
    else form.append(k, v);
  if (files.header) form.append('header_image', new Blob([files.header.bytes]), files.header.name);
  for (const m of files.medias ?? []) form.append('medias[]', new Blob([m.bytes]), m.name);
  return form;
}
const valid = (extra: Record<string, string | string[]> = {}) => ({
  heading: 'Briefing on water security',
  description: '<p>What the <b>drought</b> means for cities.</p>',
  start_date: day(3),
  end_date: day(3),
  start_time: '10:00',
  end_time: '11:30',
  all_day: '0',
  location: 'Marina Bay, Singapore',
  organised_by: 'Water Institute',
  phone_number: '+65 6123 4567',
  email: 'press@water.example.org',
  signups_url: 'https://water.example.org/signup',
  time_zone: 'Asia/Singapore',
  ...extra,
});
const withHeader = () => ({ header: { name: 'header.png', bytes: header } });
const create = (form: FormData, headers = expert) =>
  t.app.inject({ method: 'POST', url: '/api/v1/events', headers, payload: form });
const update = (id: number, form: FormData, headers = expert, url = `/api/v1/events/update/${id}`) =>
  t.app.inject({ method: 'POST', url, headers, payload: form });
const read = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/events/${id}`, headers });
async function created(extra: Record<string, string | string[]> = {}, headers = expert) {
  const res = await create(eventForm(valid(extra), { header: { name: 'h.png', bytes: header } }), headers);
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

describe('creating events and story ideas', () => {
  it('says Required on each required field, in the spec’s word', async () => {
    const res = await create(eventForm({}));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      heading: ['Required'],
      header_image: ['Required'],
      description: ['Required'],
      start_date: ['Required'],
      end_date: ['Required'],
      location: ['Required'],
      signups_url: ['Required'],
    });
  });

  it('refuses dates in the past, an end before the start, bad links and emails', async () => {
    const res = await create(
      eventForm(
        valid({ start_date: day(-2), end_date: day(-3), signups_url: 'nope', email: 'nope', time_zone: 'Mars/Base' }),
        withHeader(),
      ),
    );
    expect(res.json().errors).toEqual({
      start_date: ['Date cannot be in the past'],
      end_date: ['Date cannot be in the past', 'The end date cannot be before the start date'],
      signups_url: ['Enter valid url'],
      email: ['Must be valid email'],
      time_zone: ['Choose a valid time zone'],
    });
    const embargo = await create(eventForm(valid({ embargo_until: '2020-01-01T00:00:00Z' }), withHeader()));
    expect(embargo.json().errors).toEqual({ embargo_until: ['Date cannot be in the past'] });
  });

  it('checks the header on the server: 1000 px wide, 16:9, type from content, 20MB + 1 byte refused', async () => {
    const errorsWith = async (bytes: Uint8Array, name = 'h.png') =>
      (await create(eventForm(valid(), { header: { name, bytes } }))).json().errors;
    expect(await errorsWith(await makePicture(900, 506))).toEqual({
      header_image: ['The file must be at least 1000 px wide.'],
    });
    expect(await errorsWith(await makePicture(1600, 1200))).toEqual({
      header_image: ['The file must be 16:9 (for example 1920 × 1080 px).'],
    });
    expect(await errorsWith(Buffer.from('<svg onload="alert(1)"></svg>'), 'h.jpg')).toEqual({
      header_image: ['The file must be a file of type: jpeg, jpg, png, gif, mp4.'],
    });
    const big = Buffer.concat([header, Buffer.alloc(20 * 1024 * 1024 + 1 - header.length)]);
    expect(await errorsWith(big)).toEqual({ header_image: ['The file may not be greater than 20MB.'] });
  });

  it('says what the header is: an mp4 (even named .png) reads as a video, a picture as an image', async () => {
    const video = await create(
      eventForm(valid({ heading: 'Header clip' }), { header: { name: 'clip.png', bytes: makeMp4Video(1920, 1080) } }),
    );
    expect(video.statusCode).toBe(201);
    expect(video.json().data).toMatchObject({
      header_image: expect.stringMatching(/\.mp4$/),
      header_image_type: 'video',
    });
    expect((await read(video.json().data.id)).json().data.header_image_type).toBe('video');
    const picture = await created({ heading: 'Header still' });
    expect(picture.header_image_type).toBe('image');
    expect((await read(picture.id)).json().data.header_image_type).toBe('image');
  });

  it('publishes a briefing with its header, gallery of three, guests, industries and related content', async () => {
    const [newsItem] = await t.database.db.select({ id: news.id, title: news.title }).from(news).limit(1);
    const [blog] = await t.database.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    const res = await create(
      eventForm(
        valid({
          guests: ownGuests.slice(0, 2).map(String),
          industries: ['Water', 'Public sector'],
          content: [`news:${newsItem.id}`, `blog:${blog.id}`],
          description: '<p>Safe</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
        }),
        {
          ...withHeader(),
          medias: [
            { name: 'a.png', bytes: await makePicture(800, 600) },
            { name: 'b.jpg', bytes: await makePicture(640, 480, 'jpeg') },
            { name: 'c.png', bytes: await makePicture(300, 300) },
          ],
        },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Event published successfully');
    const event = res.json().data;
    expect(event).toMatchObject({
      kind: 'event',
      type: 'event',
      heading: 'Briefing on water security',
      slug: 'briefing-on-water-security',
      start_date: day(3),
      start_time: '10:00:00',
      all_day: 0,
      time_zone: 'Asia/Singapore',
      embargoed: false,
      is_owner: true,
      registrants_count: 0,
      description: '<p>Safe</p><img />',
    });
    expect(event.header_image).toMatch(/\/storage\/events\/[0-9a-f-]{36}\.webp$/);
    expect(event.header_image_json).toEqual([{ url: event.header_image }]);
    expect(event.medias.map((m: { type: string }) => m.type)).toEqual(['image', 'image', 'image']);
    expect(event.guests.map((g: { guest_id: number }) => g.guest_id).sort()).toEqual(ownGuests.slice(0, 2).sort());
    expect(event.industries.map((i: { name: string }) => i.name).sort()).toEqual(['Public sector', 'Water']);
    expect(event.content.map((c: { key: string }) => c.key).sort()).toEqual(
      [`blog:${blog.id}`, `news:${newsItem.id}`].sort(),
    );

    // The public page shows it at once, and so do the public lists.
    const page = (await read(event.id)).json().data;
    expect(page).toMatchObject({ id: event.id, is_owner: false, registration: null, embargoed: false });
    expect(page.medias).toHaveLength(3);
    expect(page.registrants_count).toBeUndefined();
    // A token that no longer works reads as a visitor.
    expect((await read(event.id, { authorization: 'Bearer expired' })).json().data.is_owner).toBe(false);
    for (const url of ['/api/v1/eventposts?per_page=100', '/api/v1/events/list?per_page=100&type=event'])
      expect((await t.app.inject({ url })).json().data.some((e: { id: number }) => e.id === event.id)).toBe(true);
    expect((await t.app.inject({ url: `/api/v1/eventpost/slug/${event.slug}` })).json().data.id).toBe(event.id);
  });

  it('makes a story idea with kind=story_idea or type=post: no place or sign-up link needed', async () => {
    const idea = await created({ kind: 'story_idea', location: '', signups_url: '', heading: 'Idea: cooler roofs' });
    expect(idea).toMatchObject({ kind: 'story_idea', type: 'post', location: null, signups_url: null });
    const post = await created({ type: 'post', heading: 'Idea: shade trees' });
    expect(post.kind).toBe('story_idea');
    const ideas = (await t.app.inject({ url: '/api/v1/story-ideas?per_page=100' })).json().data;
    expect(ideas.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([idea.id, post.id]));
    const listed = (await t.app.inject({ url: '/api/v1/events/list?type=post&search=Idea%3A%20cooler' })).json();
    expect(listed.data.map((e: { id: number }) => e.id)).toEqual([idea.id]);
    expect((await t.app.inject({ url: `/api/v1/story-ideas/${idea.id}` })).json().data.heading).toBe(
      'Idea: cooler roofs',
    );
  });

  it('suggests only the account’s own guests and related content that exists', async () => {
    const [theirs] = await t.database.db.select({ id: guests.id }).from(guests).where(ne(guests.user_id, 2)).limit(1);
    const res = await create(eventForm(valid({ guests: [String(theirs.id)] }), withHeader()));
    expect(res.json().errors).toEqual({ guests: ['The selected guest is invalid.'] });
    const missing = await create(eventForm(valid({ content: ['news:99999999'] }), withHeader()));
    expect(missing.json().errors).toEqual({ content: ['The selected content is invalid.'] });
    const huge = await create(
      eventForm(valid({ guests: ['99999999999'], content: ['news:99999999999'] }), withHeader()),
    );
    expect(huge.json().errors).toEqual({
      'guests[0]': ['Choose at least one'],
      'content[0]': ['Choose existing news, blog posts or events'],
    });
    const garbage = await create(eventForm(valid({ content: ['../etc/passwd'] }), withHeader()));
    expect(garbage.json().errors).toEqual({ 'content[0]': ['Choose existing news, blog posts or events'] });
  });

  it('offers related content by search (news, blog posts and events)', async () => {
    const res = await t.app.inject({ url: '/api/v1/events/all?search=briefing', headers: expert });
    expect(res.statusCode).toBe(200);
    const items = res.json().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    for (const item of items) {
      expect(item.title.toLowerCase()).toContain('briefing');
      expect(item.key).toBe(`${item.type}:${item.id}`);
    }
  });

  it('is for approved experts: a journalist gets 403', async () => {
    const res = await create(eventForm(valid(), withHeader()), journalist);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only experts can publish events');
    expect((await t.app.inject({ url: '/api/v1/events', headers: journalist })).statusCode).toBe(403);
  });
});

describe('the account’s own events: list, update, delete', () => {
  it('lists the account’s events, both kinds or one, for a team member too', async () => {
    const mine = await created({ heading: 'Own list check' }, expert2);
    const list = (await t.app.inject({ url: '/api/v1/events?search=own%20list%20check', headers: expert2 })).json();
    expect(list.data.map((e: { id: number }) => e.id)).toEqual([mine.id]);
    expect(list.data[0]).toMatchObject({ registrants_count: 0, questions_count: 0, type: 'event' });
    const forTeam = (await t.app.inject({ url: '/api/v1/events?search=own%20list%20check', headers: team })).json();
    expect(forTeam.data.map((e: { id: number }) => e.id)).toEqual([mine.id]);
    const others = (await t.app.inject({ url: '/api/v1/events?search=own%20list%20check', headers: expert })).json();
    expect(others.data).toEqual([]);
    const posts = (await t.app.inject({ url: '/api/v1/events?type=post&per_page=100', headers: expert })).json();
    expect(posts.data.every((e: { kind: string }) => e.kind === 'story_idea')).toBe(true);
  });

  it('lists each story idea with its topics (industries) and suggested guests, as the news list does', async () => {
    const idea = await created({
      kind: 'story_idea',
      heading: 'Topics and guests listed',
      industries: ['Energy', 'Water'],
      guests: ownGuests.slice(0, 2).map(String),
    });
    const bare = await created({ kind: 'story_idea', heading: 'Topics and guests listed, none' });
    const list = (
      await t.app.inject({ url: '/api/v1/events?type=post&search=Topics%20and%20guests%20listed', headers: expert })
    ).json();
    const byId = new Map(list.data.map((e: { id: number }) => [e.id, e]));
    const named = await t.database.db.select().from(guests).where(eq(guests.id, ownGuests[0]));
    expect(byId.get(idea.id)).toMatchObject({
      industries: [{ name: 'Energy' }, { name: 'Water' }],
      guests: expect.arrayContaining([
        {
          guest_id: ownGuests[0],
          first_name: named[0].first_name,
          last_name: named[0].last_name,
          avatar: named[0].avatar,
        },
        expect.objectContaining({ guest_id: ownGuests[1] }),
      ]),
    });
    expect((byId.get(idea.id) as { guests: unknown[] }).guests).toHaveLength(2);
    expect(byId.get(bare.id)).toMatchObject({ industries: [], guests: [] });
  });

  it('updates what is sent and keeps the rest, on both update paths', async () => {
    const event = await create(
      eventForm(valid({ heading: 'Keep me', guests: [String(ownGuests[0])], industries: ['Energy'] }), {
        ...withHeader(),
        medias: [{ name: 'a.png', bytes: await makePicture(400, 300) }],
      }),
    ).then((r) => r.json().data);
    const res = await update(event.id, eventForm({ heading: 'Kept, renamed' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Event updated successfully');
    const after = res.json().data;
    expect(after).toMatchObject({
      heading: 'Kept, renamed',
      slug: event.slug,
      description: event.description,
      start_date: event.start_date,
      start_time: event.start_time,
      location: event.location,
      header_image: event.header_image,
      time_zone: 'Asia/Singapore',
    });
    expect(after.guests.map((g: { guest_id: number }) => g.guest_id)).toEqual([ownGuests[0]]);
    expect(after.industries).toEqual([{ name: 'Energy' }]);
    expect(after.medias).toEqual(event.medias);

    // POST /events/{id} does the same; lists replace, medias add, remove_medias[] removes.
    const second = await update(
      event.id,
      eventForm(
        { guests: ownGuests.slice(1, 3).map(String), remove_medias: [String(event.medias[0].id)], industries: '[]' },
        { medias: [{ name: 'b.png', bytes: await makePicture(500, 500) }] },
      ),
      expert,
      `/api/v1/events/${event.id}`,
    );
    expect(second.statusCode).toBe(200);
    const changed = second.json().data;
    expect(changed.guests.map((g: { guest_id: number }) => g.guest_id).sort()).toEqual(ownGuests.slice(1, 3).sort());
    expect(changed.industries).toEqual([]);
    expect(changed.medias).toHaveLength(1);
    expect(changed.medias[0].id).not.toBe(event.medias[0].id);
    expect(changed.heading).toBe('Kept, renamed');
    expect((await t.app.inject({ url: new URL(event.medias[0].file).pathname })).statusCode).toBe(404);

    // The rules hold on what is sent.
    const bad = await update(event.id, eventForm({ heading: '', start_date: day(-1) }));
    expect(bad.json().errors).toEqual({ heading: ['Required'], start_date: ['Date cannot be in the past'] });
  });

  it('lets an old event be corrected without moving its dates', async () => {
    const event = await created({ heading: 'Already held' });
    await t.database.db
      .update(events)
      .set({ start_date: day(-10), end_date: day(-10) })
      .where(eq(events.id, event.id));
    const res = await update(event.id, eventForm({ location: 'Town hall' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ location: 'Town hall', start_date: day(-10) });
  });

  it('lets only the owning account change or delete: another expert 404, a journalist 403', async () => {
    const event = await created({ heading: 'Owner only event' });
    expect((await update(event.id, eventForm({ heading: 'Mine now' }), expert2)).statusCode).toBe(404);
    expect((await update(event.id, eventForm({ heading: 'Mine now' }), team)).statusCode).toBe(404);
    expect((await update(event.id, eventForm({ heading: 'Mine now' }), journalist)).statusCode).toBe(403);
    const del = (method: 'GET' | 'DELETE', headers: Record<string, string>) =>
      t.app.inject({
        method,
        url: method === 'GET' ? `/api/v1/events/delete/${event.id}` : `/api/v1/events/${event.id}`,
        headers,
      });
    expect((await del('DELETE', expert2)).statusCode).toBe(404);
    expect((await del('GET', expert2)).statusCode).toBe(404);
    expect((await del('DELETE', journalist)).statusCode).toBe(403);
    expect((await read(event.id)).json().data.heading).toBe('Owner only event');
    expect((await t.app.inject({ url: `/api/v1/events/${event.id}/registrants`, headers: expert2 })).statusCode).toBe(
      404,
    );
  });

  it('takes a deleted event or story idea out of every public list; its pages answer 404', async () => {
    const event = await created({ heading: 'Gone soon briefing' });
    const idea = await created({ heading: 'Gone soon idea', kind: 'story_idea' });
    const lists = [
      '/api/v1/eventposts?per_page=100',
      '/api/v1/events/list?per_page=100',
      '/api/v1/story-ideas?per_page=100',
      '/api/v1/events/list?type=post&per_page=100',
      '/api/v1/events?per_page=100',
    ];
    const listed = async () => {
      const ids: number[] = [];
      for (const url of lists)
        for (const e of (await t.app.inject({ url, headers: expert })).json().data as { id: number }[])
          if (e.id === event.id || e.id === idea.id) ids.push(e.id);
      return ids.sort();
    };
    expect(await listed()).toEqual([event.id, event.id, event.id, idea.id, idea.id, idea.id].sort());
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/v1/events/${event.id}`, headers: expert });
    expect(gone.json().message).toBe('Event deleted');
    const goneToo = await t.app.inject({ url: `/api/v1/events/delete/${idea.id}`, headers: expert });
    expect(goneToo.statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await read(event.id)).statusCode).toBe(404);
    expect((await read(idea.id, expert)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/eventpost/slug/${event.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/story-ideas/${idea.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(event.header_image).pathname })).statusCode).toBe(404);
  });
});

describe('embargoed briefings', () => {
  it('show the public only the heading, start and organiser until the embargo lifts by itself', async () => {
    const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const event = await created({ heading: 'Embargoed findings', embargo_until: until });
    expect(event).toMatchObject({ embargoed: true, embargo_until: until, location: 'Marina Bay, Singapore' });

    const view = (await read(event.id, journalist)).json().data;
    expect(view).toEqual({
      id: event.id,
      kind: 'event',
      type: 'event',
      slug: event.slug,
      heading: 'Embargoed findings',
      start_date: day(3),
      start_time: '10:00:00',
      time_zone: 'Asia/Singapore',
      organised_by: 'Water Institute',
      embargoed: true,
      embargo_until: until,
      is_owner: false,
      registration: null,
    });
    expect((await read(event.id)).json().data.description).toBeUndefined();
    // The owner sees it whole.
    expect((await read(event.id, expert)).json().data).toMatchObject({
      is_owner: true,
      location: 'Marina Bay, Singapore',
    });
    const listed = (await t.app.inject({ url: '/api/v1/events/list?search=Embargoed%20findings' })).json().data[0];
    expect(listed).toMatchObject({
      embargoed: true,
      header_image: null,
      location: null,
      heading: 'Embargoed findings',
    });
    const slugPage = (await t.app.inject({ url: `/api/v1/eventpost/slug/${event.slug}` })).json().data;
    expect(slugPage).toMatchObject({ heading: 'Embargoed findings', description: '', location: null, medias: [] });
    const hub = (await t.app.inject({ url: '/api/v1/eventposts?per_page=100' })).json().data;
    expect(hub.find((e: { id: number }) => e.id === event.id)).toMatchObject({ header_image: null, location: null });

    // The time passes: nothing is run, the next read shows it all.
    await t.database.db
      .update(events)
      .set({ embargo_until: new Date(Date.now() - 1000).toISOString() })
      .where(eq(events.id, event.id));
    const lifted = (await read(event.id)).json().data;
    expect(lifted).toMatchObject({ embargoed: false, location: 'Marina Bay, Singapore' });
    expect(lifted.description).toContain('drought');
  });
});

/**
 * A briefing mail of that kind about that briefing ('Invitation: Moving briefing'): the subject
 * says the kind in the product's words, the briefing's heading (the expert's text) is in the body only.
 */
function isMail(mail: { subject: string; text: string }, kindAndHeading: string) {
  const [kind, heading] = kindAndHeading.split(': ');
  return mail.subject.startsWith(`${kind}: `) && !mail.subject.includes(heading!) && mail.text.includes(`"${heading}"`);
}

/** The iCalendar of the newest mail to `to` of that kind about that briefing (see `isMail`). */
async function lastMail(to: string, subject: string) {
  const [mail] = await t.database.db
    .select()
    .from(sentMails)
    .where(eq(sentMails.to, to))
    .orderBy(desc(sentMails.id))
    .limit(20)
    .then((rows) => rows.filter((m) => isMail(m, subject)));
  return mail;
}

describe('registering for a briefing', () => {
  it('asks an approved journalist to acknowledge the embargo, stores it with its time, and mails the invitation', async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const event = await created({ heading: 'Registered briefing', embargo_until: until });
    const register = (body: object, headers = journalist) =>
      t.app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/register`, headers, payload: body });

    const refused = await register({});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      embargo_acknowledged: ['Please acknowledge the embargo before registering'],
    });
    const before = Date.now();
    const res = await register({ embargo_acknowledged: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('You are registered for this briefing');
    const { registered_at, embargo_acknowledged_at } = res.json().data;
    expect(Date.parse(embargo_acknowledged_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(registered_at).toBeTruthy();
    // Registering again changes nothing and sends nothing more.
    expect((await register({ embargo_acknowledged: true })).json().data.embargo_acknowledged_at).toBe(
      embargo_acknowledged_at,
    );
    expect((await read(event.id, journalist)).json().data.registration).toEqual({
      registered_at,
      embargo_acknowledged_at,
    });

    // The invitation: METHOD:REQUEST, the briefing's stable UID, its start in its zone, the journalist attending.
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'journalist@example.com'));
    const invitations = (await t.database.db.select().from(sentMails).where(eq(sentMails.to, me.email))).filter((m) =>
      isMail(m, 'Invitation: Registered briefing'),
    );
    expect(invitations).toHaveLength(1);
    const mail = invitations[0];
    expect(mail.calendar_method).toBe('REQUEST');
    const calendar = new ICAL.Component(ICAL.parse(mail.calendar!));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(`briefing-${event.id}@presspoint`);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Briefing: Registered briefing');
    const start = vevent.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Asia/Singapore');
    // 10:00 in Singapore (UTC+8) is 02:00 UTC; it lasts until 11:30.
    expect((start.getFirstValue() as ICAL.Time).toJSDate().toISOString()).toBe(`${day(3)}T02:00:00.000Z`);
    expect((vevent.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(
      `${day(3)}T03:30:00.000Z`,
    );
    const attendees = vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase());
    expect(attendees).toEqual([`mailto:${me.email}`]);
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:expert@example.com');

    // The owner sees who registered.
    const registrants = await t.app.inject({ url: `/api/v1/events/${event.id}/registrants`, headers: expert });
    expect(registrants.json().data).toEqual([
      {
        id: expect.any(Number),
        user_id: me.id,
        name: `${me.first_name} ${me.last_name}`,
        publication: me.company_name,
        registered_at,
        acknowledged_at: embargo_acknowledged_at,
      },
    ]);
    expect((await read(event.id, expert)).json().data.registrants_count).toBe(1);

    // Withdrawing sends the calendar's cancellation.
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}/register`,
      headers: journalist,
    });
    expect(withdrawn.json().message).toBe('Your registration is withdrawn');
    const cancel = await lastMail(me.email, 'Cancelled: Registered briefing');
    expect(cancel.calendar_method).toBe('CANCEL');
    expect(cancel.calendar).toContain(`UID:briefing-${event.id}@presspoint`);
    expect(
      (await t.app.inject({ url: `/api/v1/events/${event.id}/registrants`, headers: expert })).json().data,
    ).toEqual([]);
  });

  it('sends registrants the moved briefing (higher SEQUENCE), and its cancellation when deleted', async () => {
    const event = await created({ heading: 'Moving briefing' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/register`,
      headers: journalist,
      payload: {},
    });
    const mails = async (subject: string) =>
      (await t.database.db.select().from(sentMails).where(eq(sentMails.to, 'journalist@example.com'))).filter((m) =>
        isMail(m, subject),
      );
    const sequenceOf = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
    expect(await mails('Invitation: Moving briefing')).toHaveLength(1);
    // A change of wording only: calendars need nothing.
    await update(event.id, eventForm({ organised_by: 'Someone else' }));
    expect(await mails('Invitation: Moving briefing')).toHaveLength(1);
    await update(event.id, eventForm({ start_time: '14:00', end_time: '15:00' }));
    const sent = await mails('Invitation: Moving briefing');
    expect(sent).toHaveLength(2);
    const [first, moved] = sent.sort((a, b) => a.id - b.id);
    expect(sequenceOf(moved.calendar!)).toBeGreaterThan(sequenceOf(first.calendar!));
    expect(moved.calendar).toMatch(/DTSTART;TZID=Asia\/Singapore:\d{8}T140000/);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/events/${event.id}`, headers: expert });
    const [cancel] = await mails('Cancelled: Moving briefing');
    expect(cancel.calendar_method).toBe('CANCEL');
    expect(sequenceOf(cancel.calendar!)).toBeGreaterThan(sequenceOf(moved.calendar!));
  });

  it('needs no acknowledgement without an embargo, and is for approved journalists only', async () => {
    const event = await created({ heading: 'Open briefing' });
    const register = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/register`, headers, payload: {} });
    const res = await register(journalist);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.embargo_acknowledged_at).toBeNull();
    const asExpert = await register(expert2);
    expect(asExpert.statusCode).toBe(403);
    expect(asExpert.json().message).toBe('Only journalists can register for briefings');
    const waiting = await register(await signIn(t.app, 'waiting@example.com'));
    expect(waiting.statusCode).toBe(403);
    expect((await register({})).statusCode).toBe(401);
    const idea = await created({ heading: 'Not a briefing', kind: 'story_idea' });
    const onIdea = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${idea.id}/register`,
      headers: journalist,
      payload: {},
    });
    expect(onIdea.statusCode).toBe(409);
    expect(onIdea.json().message).toBe('Only briefings take registrations');
  });

  it('takes questions in advance from registrants: the owner sees all, a journalist their own', async () => {
    const event = await created({ heading: 'Questions briefing' });
    const ask = (question: string, headers = journalist) =>
      t.app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/questions`, headers, payload: { question } });
    const notYet = await ask('Will there be data?');
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().message).toBe('Only registered journalists can ask questions in advance');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/register`,
      headers: journalist,
      payload: {},
    });
    expect((await ask('')).json().errors).toEqual({ question: ['This field is required'] });
    expect((await ask('x'.repeat(510))).json().errors).toEqual({ question: ['Must be less than 510 characters'] });
    const asked = await ask('Will the dataset be shared?');
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ question: 'Will the dataset be shared?', mine: true });

    // Another registrant's question: the owner sees both, each journalist only their own.
    const [other] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 1), eq(users.status, 1), ne(users.email, 'journalist@example.com')))
      .limit(1);
    await t.database.db.insert(eventRegistrations).values({ event_id: event.id, user_id: other.id });
    const { eventQuestions } = await import('../../db/schema');
    await t.database.db.insert(eventQuestions).values({ event_id: event.id, user_id: other.id, body: 'Who funds it?' });
    const list = (headers: Record<string, string>) =>
      t.app.inject({ url: `/api/v1/events/${event.id}/questions`, headers });
    expect((await list(expert)).json().data.map((q: { question: string }) => q.question)).toEqual([
      'Will the dataset be shared?',
      'Who funds it?',
    ]);
    expect((await list(team)).statusCode).toBe(404);
    const own = (await t.app.inject({ url: '/api/v1/events?search=Questions%20briefing', headers: expert })).json();
    expect(own.data.map((e: { id: number }) => e.id)).toEqual([event.id]);
    expect(own.data[0]).toMatchObject({ registrants_count: 2, questions_count: 2 });
    expect((await list(journalist)).json().data.map((q: { question: string }) => q.question)).toEqual([
      'Will the dataset be shared?',
    ]);
  });

  it('reminds each registrant once, within 24 hours of the start', async () => {
    const event = await created({ heading: 'Reminder briefing', time_zone: 'UTC' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/register`,
      headers: journalist,
      payload: {},
    });
    const reminders = async () =>
      (await t.database.db.select().from(sentMails).where(eq(sentMails.to, 'journalist@example.com'))).filter((m) =>
        isMail(m, 'Reminder: Reminder briefing'),
      ).length;
    await t.app.jobs.runDue();
    expect(await reminders()).toBe(0);
    // Now it starts in five hours.
    const soon = new Date(Date.now() + 5 * 3_600_000);
    await t.database.db
      .update(events)
      .set({
        start_date: soon.toISOString().slice(0, 10),
        start_time: soon.toISOString().slice(11, 19),
        end_time: null,
      })
      .where(eq(events.id, event.id));
    await t.app.jobs.runDue(new Date(Date.now() + 11 * 60_000));
    expect(await reminders()).toBe(1);
    await t.app.jobs.runDue(new Date(Date.now() + 22 * 60_000));
    expect(await reminders()).toBe(1);
  });

  it('sends no separate reminder to whoever registers within the last 24 hours: the invitation is it', async () => {
    const event = await created({ heading: 'Late registration briefing', time_zone: 'UTC' });
    const soon = new Date(Date.now() + 5 * 3_600_000);
    await t.database.db
      .update(events)
      .set({
        start_date: soon.toISOString().slice(0, 10),
        start_time: soon.toISOString().slice(11, 19),
        end_time: null,
      })
      .where(eq(events.id, event.id));
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/register`,
      headers: journalist,
      payload: {},
    });
    await t.app.jobs.runDue(new Date(Date.now() + 60 * 60_000));
    const sent = (await t.database.db.select().from(sentMails).where(eq(sentMails.to, 'journalist@example.com')))
      .filter((m) => m.text.includes('"Late registration briefing"'))
      .map((m) => m.subject);
    expect(sent).toEqual(['Invitation: PressPoint briefing']);
  });
});

describe('stored HTML of events', () => {
  it(`keeps nothing that can run from the ${corpus.length} OWASP samples, on create and on update`, async () => {
    const event = await created({ heading: 'Stored HTML event', description: `<p>Sample</p>${corpus[0]}` });
    const descriptions = [event.description as string];
    for (const vector of corpus.slice(1)) {
      const res = await update(event.id, eventForm({ description: `<p>Sample</p>${vector}` }));
      expect(res.statusCode).toBe(200);
      descriptions.push(res.json().data.description);
    }
    for (const stored of descriptions) {
      expect(stored).not.toMatch(/<\s*(script|style|iframe|frame|object|embed|meta|link|base|svg|math|form|input)/i);
      expect(stored).not.toMatch(/\son[a-z]+\s*=/i);
      expect(stored).not.toMatch(/=\s*["']?\s*(javascript|vbscript|data):/i);
    }
  });
});
