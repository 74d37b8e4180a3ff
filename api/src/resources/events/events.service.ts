import type { MultipartFile } from '@fastify/multipart';
import { ROLE } from 'mf-shared/roles';
import { LIMITS } from 'mf-shared/limits';
import { EMBARGO_ACK_REQUIRED, eventSchema, V } from 'mf-shared/validation';
import { ValidationError } from 'yup';
import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import { actingAccountId } from '../../lib/account';
import { briefingUid, htmlToText, invitationIcs, type CalendarEntry } from '../../lib/calendar';
import { offsetSeconds } from '../../lib/calendar/timezone';
import { cleanHtml } from '../../lib/html';
import type { Paging } from '../../lib/lists';
import type { MultipartLists } from '../../lib/multipart';
import { uniqueSlug } from '../../lib/slug';
import {
  EVENT_HEADER_RULES,
  PICTURE_RULES,
  storedMediaKind,
  type StoredFile,
  type uploadStore,
} from '../../lib/uploads';
import { fieldError, fieldErrorsOf, INVALID, mistypedFields } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import type { Mail } from '../../plugins/mailer';
import { contentRepository } from '../content/content.repository';
import { embargoed, embargoedView, isoInstant } from '../content/content.service';
import {
  EVENT_SORTS,
  eventsRepository,
  type EventRow,
  type EventSort,
  type NewEvent,
  type RelatedRef,
  type RelatedType,
} from './events.repository';

export { EVENT_SORTS };

export const EVENT_MESSAGES = {
  ONLY_EXPERTS: 'Only experts can publish events',
  ONLY_JOURNALISTS: 'Only journalists can register for briefings',
  NOT_FOUND: 'Event not found',
  CREATED: 'Event published successfully',
  UPDATED: 'Event updated successfully',
  DELETED: 'Event deleted',
  REGISTERED: 'You are registered for this briefing',
  UNREGISTERED: 'Your registration is withdrawn',
  NOT_REGISTERED: 'You are not registered for this briefing',
  ASKED: 'Your question was sent',
  ONLY_REGISTRANTS: 'Only registered journalists can ask questions in advance',
  NOT_A_BRIEFING: 'Only briefings take registrations',
  TAKEN_PLACE: 'This briefing has already taken place',
  INVALID_GUEST: 'The selected guest is invalid.',
  INVALID_CONTENT: 'The selected content is invalid.',
  TOO_MANY_MEDIA: `A gallery holds at most ${LIMITS.LIST_MAX} files`,
} as const;

export interface OwnEventsQuery extends Paging {
  search?: string;
  sort?: EventSort;
  direction?: 'asc' | 'desc';
  type?: 'event' | 'post';
}
export interface PublicEventsQuery extends Paging {
  search?: string;
  type?: 'event' | 'post';
}

/** The event form as withMultipartForm reads it. */
export interface EventForm {
  fields: Record<string, string>;
  lists: MultipartLists;
  files: { header_image?: StoredFile };
  fileLists: Record<string, StoredFile[]>;
}

type Viewer = { id: number; role: number } | null;

/** A briefing's reminder goes out this long before its start. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;
/** A calendar needs an end: a briefing with no end time lasts an hour. */
const DEFAULT_MINUTES = 60;

const kindOf = (type?: string) => (type === 'post' ? 'story_idea' : 'event') as EventRow['kind'];
const typeOf = (kind: EventRow['kind']) => (kind === 'story_idea' ? 'post' : 'event');
/**
 * What an event answer adds to its stored row, wherever it is shown: the embargo's end as an
 * instant, the type in the contract's words (event or post) and whether it is under embargo now.
 */
const eventState = (row: Pick<EventRow, 'kind' | 'embargo_until'>) => ({
  embargo_until: row.embargo_until && isoInstant(row.embargo_until),
  type: typeOf(row.kind),
  embargoed: embargoed(row),
});
/** Times are written HH:mm:ss by the database; forms send HH:mm. */
const asTime = (value?: string | null) => (value ? (value.length === 5 ? `${value}:00` : value) : null);

/** The instant a wall-clock date and time in `zone` stands for. */
export function zonedInstant(date: string, time: string | null, zone: string | null): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = (time ?? '00:00:00').split(':').map(Number);
  const local = Date.UTC(y, m - 1, d, hh, mm, ss || 0);
  if (!zone) return new Date(local);
  // The offset at the guess, then at the corrected instant (right across a DST change).
  let utc = local - offsetSeconds(local, zone) * 1000;
  utc = local - offsetSeconds(utc, zone) * 1000;
  return new Date(utc);
}

/** When a briefing starts and how long it lasts (all day: every day of it). */
export function briefingTimes(
  e: Pick<EventRow, 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'all_day' | 'time_zone'>,
) {
  if (!e.start_date) return null;
  const allDay = e.all_day === 1;
  const start = zonedInstant(e.start_date, allDay ? null : e.start_time, e.time_zone);
  const endDate = e.end_date ?? e.start_date;
  let minutes = DEFAULT_MINUTES;
  if (allDay) minutes = Math.round((Date.parse(endDate) - Date.parse(e.start_date)) / 60_000) + 24 * 60;
  else if (e.end_time) {
    const end = zonedInstant(endDate, e.end_time, e.time_zone);
    const span = Math.round((end.getTime() - start.getTime()) / 60_000);
    if (span > 0) minutes = span;
  }
  return { start, minutes, end: new Date(start.getTime() + minutes * 60_000) };
}

/** A stored value as the form would send it (HH:mm times, ISO instants). */
function storedText(row: EventRow, name: (typeof SCALARS)[number]): string {
  const value = row[name];
  if (name === 'start_time' || name === 'end_time') return String(value).slice(0, 5);
  if (name === 'embargo_until') return isoInstant(String(value));
  return String(value);
}

/**
 * mf-shared's eventSchema over the form; on an update, dates left as stored are not refused for
 * being past (an old event can still be corrected). 422 with every field otherwise.
 */
async function checked(input: Record<string, unknown>, stored?: EventRow) {
  const mistyped = mistypedFields(eventSchema, input);
  if (Object.keys(mistyped).length) throw new HttpError(422, INVALID, mistyped);
  const context = stored && {
    stored: {
      start_date: stored.start_date,
      end_date: stored.end_date,
      embargo_until: stored.embargo_until && isoInstant(stored.embargo_until),
    },
  };
  try {
    return await eventSchema.validate(input, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpError(422, INVALID, fieldErrorsOf(error));
    throw error;
  }
}

/** Multipart lists: `name[]` values, or JSON text under the plain name (`[]` clears). */
function listField(form: EventForm, name: string): unknown[] | undefined {
  if (form.lists[name]) return form.lists[name];
  const text = form.fields[name];
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // falls through to the field's error
  }
  throw fieldError(name, 'This field must be a list.');
}

const SCALARS = [
  'heading',
  'description',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'all_day',
  'location',
  'organised_by',
  'phone_number',
  'email',
  'signups_url',
  'time_zone',
  'embargo_until',
] as const;

/**
 * Background briefings and story ideas (issue 16): written by the owning expert account (a team
 * member acts for it; anyone else's answers 404), checked with mf-shared's eventSchema, the
 * description cleaned, the header at least 1000 px wide and 16:9. Approved journalists register
 * for briefings (acknowledging an embargo while it holds), get a calendar invitation and a
 * reminder 24 hours before, and ask questions in advance.
 */
export function eventsService(
  db: Database,
  deps: {
    uploads: ReturnType<typeof uploadStore>;
    sendMail: (mail: Mail) => Promise<void>;
    background: (name: string, work: () => Promise<void>) => void;
    shellUrl: string;
  },
) {
  const repository = eventsRepository(db);
  const content = contentRepository(db);
  const { uploads } = deps;

  const account = (user: { id: number }) => actingAccountId(db, user);

  /** The event unless a moderator hid it (then, for anyone but its owner, there is none). */
  const shown = (row: EventRow | null) => (row && !row.hidden_at ? row : null);

  /** One of the account's events, or 404. */
  async function ownEvent(user: { id: number }, id: number) {
    const row = await repository.byId(id);
    if (!row || row.user_id !== (await account(user))) throw new HttpError(404, EVENT_MESSAGES.NOT_FOUND);
    return row;
  }

  /** The whole event as its owner account reads it after a write. */
  async function ownerView(row: EventRow) {
    const event = await detail(row);
    return {
      ...event,
      is_owner: true,
      registration: null,
      registrants_count: await repository.registrantCount(row.id),
    };
  }

  /** The whole event as its owner (and, once any embargo has lifted, everyone) reads it. */
  async function detail(row: EventRow) {
    const [page, medias, related] = await Promise.all([
      content.event(content.eventId(row.id), { withHidden: true }),
      repository.mediaOf(row.id),
      repository.related(row.id),
    ]);
    return {
      ...found(page, EVENT_MESSAGES.NOT_FOUND),
      // The header is an image or an mp4; its stored extension says which (read from its content).
      header_image_type: storedMediaKind(row.header_image),
      ...eventState(row),
      medias,
      content: related,
    };
  }

  /** Checks the form against what is stored (`stored` on an update) and answers the values to write. */
  async function checkForm(
    ownerId: number,
    form: EventForm,
    stored?: EventRow & { guestIds: number[]; industries: string[]; related: string[] },
  ) {
    const sent = (name: string) => Object.hasOwn(form.fields, name);
    const scalars: Record<string, unknown> = {};
    for (const name of SCALARS) {
      if (sent(name)) scalars[name] = form.fields[name];
      else if (stored && stored[name] !== null && stored[name] !== undefined) scalars[name] = storedText(stored, name);
    }
    const kind = stored?.kind ?? form.fields.kind ?? (form.fields.type ? kindOf(form.fields.type) : 'event');
    const input = {
      ...scalars,
      kind,
      header_image: form.files.header_image ? 'file' : (stored?.header_image ?? undefined),
      guests: listField(form, 'guests') ?? stored?.guestIds ?? [],
      industries: listField(form, 'industries') ?? stored?.industries ?? [],
      content: listField(form, 'content') ?? stored?.related ?? [],
    };
    const body = await checked(input, stored);
    const guestIds = [...new Set(body.guests)];
    if ((await repository.ownGuestCount(ownerId, guestIds)) !== guestIds.length)
      throw fieldError('guests', EVENT_MESSAGES.INVALID_GUEST);
    const refs: RelatedRef[] = [...new Set(body.content)].map((key) => {
      const [type, id] = key.split(':');
      return { type: type as RelatedType, id: Number(id) };
    });
    const existing = await repository.existingRelated(refs);
    if (refs.some((r) => !existing.has(`${r.type}:${r.id}`) || (stored && r.type === 'event' && r.id === stored.id)))
      throw fieldError('content', EVENT_MESSAGES.INVALID_CONTENT);
    const description = cleanHtml(body.description);
    if (!description.replace(/<[^>]*>/g, '').trim() && !/<img/i.test(description))
      throw fieldError('description', V.REQUIRED_SHORT);
    const industries = [...new Set(body.industries.map((name) => name.trim()).filter(Boolean))];
    const values: Partial<NewEvent> = {
      kind: body.kind as EventRow['kind'],
      heading: body.heading,
      description,
      start_date: body.start_date || null,
      end_date: body.end_date || null,
      all_day: body.all_day ? 1 : 0,
      start_time: body.all_day ? null : asTime(body.start_time),
      end_time: body.all_day ? null : asTime(body.end_time),
      location: body.location || null,
      organised_by: body.organised_by || null,
      phone_number: body.phone_number || null,
      email: body.email || null,
      signups_url: body.signups_url || null,
      time_zone: body.time_zone || null,
      embargo_until: body.embargo_until ? new Date(body.embargo_until).toISOString() : null,
    };
    return { values, guestIds, industries, refs };
  }

  /** The gallery files of the form: 10 at most in all. */
  function galleryOf(form: EventForm, kept: number) {
    const files = form.fileLists.medias ?? [];
    if (kept + files.length > LIMITS.LIST_MAX) throw fieldError('medias', EVENT_MESSAGES.TOO_MANY_MEDIA);
    return files.map((f) => ({ file: f.url, type: f.type }));
  }

  /** The calendar entry of a briefing for one registrant. */
  async function briefingEntry(
    row: EventRow,
    attendee: { name: string; email: string },
  ): Promise<CalendarEntry | null> {
    const times = briefingTimes(row);
    const owner = await repository.owner(row.user_id);
    if (!times || !owner) return null;
    const where = row.location ? `\n\nWhere: ${row.location}` : '';
    const embargo =
      row.embargo_until && embargoed(row)
        ? `\n\nEmbargoed until ${new Date(row.embargo_until).toUTCString()}: nothing of it may be published before.`
        : '';
    return {
      uid: briefingUid(row.id),
      sequence: row.sequence,
      start: times.start,
      durationMinutes: times.minutes,
      timeZone: row.time_zone,
      summary: `Briefing: ${row.heading}`,
      description: `${htmlToText(row.description)}${where}${embargo}`.slice(0, 4000),
      url: `${deps.shellUrl}/event-detail/${row.id}`,
      organizer: { name: row.organised_by || `${owner.first_name} ${owner.last_name}`, email: owner.email },
      attendees: [attendee],
      status: 'CONFIRMED',
    };
  }

  /** Mails one registrant the briefing's invitation (REQUEST) or its withdrawal (CANCEL). */
  async function sendInvitation(row: EventRow, to: { name: string; email: string }, method: 'REQUEST' | 'CANCEL') {
    const entry = await briefingEntry(row, to);
    const when = entry
      ? `${entry.start.toUTCString()}${row.time_zone ? ` (${row.time_zone})` : ''}`
      : 'to be announced';
    const link = `${deps.shellUrl}/event-detail/${row.id}`;
    const cancelled = method === 'CANCEL';
    // The product's words only: the heading (the expert's text) stays in the body.
    const subject = cancelled ? 'Cancelled: PressPoint briefing' : 'Invitation: PressPoint briefing';
    const text = cancelled
      ? `Hello ${to.name},\n\nThe briefing "${row.heading}" (${when}) is no longer in your calendar.\n`
      : `Hello ${to.name},\n\nYou are registered for the briefing "${row.heading}".\nWhen: ${when}\n${row.location ? `Where: ${row.location}\n` : ''}Details: ${link}\n\nThe attached invitation adds it to your calendar.\n`;
    const html = text
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('');
    await deps.sendMail({
      to: to.email,
      subject,
      text,
      html,
      ...(entry ? { calendar: { method, content: invitationIcs(entry, method) } } : {}),
    });
  }

  /** Every registrant hears of a change (REQUEST with a higher SEQUENCE) or of the deletion (CANCEL). */
  function tellRegistrants(
    row: EventRow,
    method: 'REQUEST' | 'CANCEL',
    registrants: { first_name: string; last_name: string; email: string }[],
  ) {
    if (!registrants.length) return;
    deps.background(`briefing-${method.toLowerCase()}`, async () => {
      for (const r of registrants)
        await sendInvitation(row, { name: `${r.first_name} ${r.last_name}`, email: r.email }, method);
    });
  }

  return {
    saveHeader: (file: MultipartFile) => uploads.receive(file, 'events', EVENT_HEADER_RULES),
    saveMedia: (file: MultipartFile) => uploads.receive(file, 'events/gallery', PICTURE_RULES),

    async own(user: { id: number }, query: OwnEventsQuery) {
      const list = await repository.own(await account(user), {
        ...query,
        search: query.search?.trim() || undefined,
        kind: query.type ? kindOf(query.type) : undefined,
      });
      const extras = await repository.listExtras(list.data.map((row) => row.id));
      return {
        ...list,
        data: list.data.map((row) => ({
          ...row,
          ...eventState(row),
          industries: extras.industries.get(row.id) ?? [],
          guests: extras.guests.get(row.id) ?? [],
        })),
      };
    },

    async publicList(query: PublicEventsQuery) {
      const list = await repository.publicList(kindOf(query.type), {
        ...query,
        search: query.search?.trim() || undefined,
      });
      return {
        ...list,
        data: list.data.map((row) => ({
          ...row,
          ...eventState(row),
          ...(embargoed(row) ? { header_image: null, end_date: null, end_time: null, location: null } : {}),
        })),
      };
    },

    relatedCandidates: (search?: string, type?: RelatedType) =>
      repository.relatedCandidates(search?.trim() || undefined, type),

    /** GET /events/{id}: all of it for the owner account, else the embargoed view while it holds. */
    async read(id: number, viewer: Viewer) {
      const row = found(await repository.byId(id), EVENT_MESSAGES.NOT_FOUND);
      const isOwner = viewer?.role === ROLE.EXPERT && (await account(viewer)) === row.user_id;
      // Hidden by a moderator (issue 26): gone for everyone but its owner, who sees why.
      if (row.hidden_at && !isOwner) throw new HttpError(404, EVENT_MESSAGES.NOT_FOUND);
      const registration = viewer?.role === ROLE.JOURNALIST ? await repository.registration(row.id, viewer.id) : null;
      const mine = registration
        ? { registered_at: registration.created_at, embargo_acknowledged_at: registration.embargo_acknowledged_at }
        : null;
      if (!isOwner && embargoed(row))
        return { ...embargoedView(row), type: typeOf(row.kind), is_owner: false, registration: mine };
      const { hidden_at, hidden_reason, ...event } = await detail(row);
      return {
        ...event,
        ...(isOwner ? { hidden_at, hidden_reason } : {}),
        is_owner: isOwner,
        registration: mine,
        ...(isOwner ? { registrants_count: await repository.registrantCount(row.id) } : {}),
      };
    },

    /** POST /events: a new event or story idea of the account, with its files already checked. */
    async create(user: { id: number }, form: EventForm) {
      const ownerId = await account(user);
      const header = form.files.header_image;
      const { values, guestIds, industries, refs } = await checkForm(ownerId, form);
      const gallery = galleryOf(form, 0);
      // Outside the transaction: PGlite has one connection, which the transaction holds.
      const slug = await uniqueSlug(values.heading!, repository.slugsStartingWith, 'event');
      const id = await db.transaction(async (tx) => {
        const writer = eventsRepository(tx);
        const newId = await writer.insert({
          ...(values as NewEvent),
          slug,
          user_id: ownerId,
          header_image: header!.url,
          header_image_json: [{ url: header!.url }],
        });
        await writer.replaceGuests(newId, guestIds);
        await writer.replaceIndustries(newId, industries);
        await writer.replaceRelated(newId, refs);
        await writer.addMedia(newId, gallery);
        return newId;
      });
      return ownerView((await repository.byId(id))!);
    },

    /** POST /events/update/{id}: what is sent replaces what is stored; the rest is kept. */
    async update(user: { id: number }, id: number, form: EventForm) {
      const row = await ownEvent(user, id);
      const ownerId = row.user_id;
      const page = found(await content.event(content.eventId(id)), EVENT_MESSAGES.NOT_FOUND);
      const stored = {
        ...row,
        guestIds: page.guests.map((g) => g.guest_id),
        industries: page.industries.map((i) => i.name),
        related: (await repository.related(id)).map((r) => r.key),
      };
      const { values, guestIds, industries, refs } = await checkForm(ownerId, form, stored);
      const removeIds = (listField(form, 'remove_medias') ?? [])
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
      const media = await repository.mediaOf(id);
      const kept = media.filter((m) => !removeIds.includes(m.id)).length;
      const gallery = galleryOf(form, kept);
      const header = form.files.header_image;
      // A change registrants' calendars must follow raises the invitation's SEQUENCE.
      const moved = (
        ['heading', 'start_date', 'end_date', 'start_time', 'end_time', 'all_day', 'location', 'time_zone'] as const
      ).some((k) => String(values[k] ?? '') !== String(row[k] ?? ''));
      const removedFiles = await db.transaction(async (tx) => {
        const writer = eventsRepository(tx);
        await writer.update(id, {
          ...values,
          ...(header ? { header_image: header.url, header_image_json: [{ url: header.url }] } : {}),
          ...(moved ? { sequence: row.sequence + 1 } : {}),
        });
        if (listField(form, 'guests')) await writer.replaceGuests(id, guestIds);
        if (listField(form, 'industries')) await writer.replaceIndustries(id, industries);
        if (listField(form, 'content')) await writer.replaceRelated(id, refs);
        await writer.addMedia(id, gallery);
        return writer.removeMedia(id, removeIds);
      });
      for (const file of [...removedFiles, ...(header ? [row.header_image] : [])]) await uploads.discardUrl(file);
      const updated = (await repository.byId(id))!;
      if (moved && updated.kind === 'event') tellRegistrants(updated, 'REQUEST', await repository.registrants(id));
      return ownerView(updated);
    },

    /** Deletes one of the account's events: its rows, files, and registrants' calendar entries. */
    async remove(user: { id: number }, id: number) {
      const row = await ownEvent(user, id);
      const [media, registrants] = await Promise.all([repository.mediaOf(id), repository.registrants(id)]);
      await db.transaction((tx) => eventsRepository(tx).delete(id));
      for (const file of [row.header_image, ...media.map((m) => m.file)]) await uploads.discardUrl(file);
      if (row.kind === 'event') tellRegistrants({ ...row, sequence: row.sequence + 1 }, 'CANCEL', registrants);
    },

    /** An approved journalist registers for a briefing; the invitation is mailed once. */
    async register(
      user: { id: number; first_name: string; last_name: string; email: string },
      id: number,
      acknowledged: boolean,
    ) {
      const row = found(shown(await repository.byId(id)), EVENT_MESSAGES.NOT_FOUND);
      if (row.kind !== 'event') throw new HttpError(409, EVENT_MESSAGES.NOT_A_BRIEFING);
      const times = briefingTimes(row);
      if (times && times.end.getTime() < Date.now()) throw new HttpError(409, EVENT_MESSAGES.TAKEN_PLACE);
      const underEmbargo = embargoed(row);
      if (underEmbargo && !acknowledged) throw fieldError('embargo_acknowledged', EMBARGO_ACK_REQUIRED);
      const now = new Date();
      const { row: registration, created } = await repository.register(
        id,
        user.id,
        underEmbargo ? now.toISOString() : null,
      );
      if (created) {
        // Registered within a day of the start: the invitation is the reminder.
        if (times && times.start.getTime() - now.getTime() <= REMINDER_BEFORE_MS)
          await repository.markReminded(registration.id, now.toISOString());
        deps.background('briefing-invitation', () =>
          sendInvitation(row, { name: `${user.first_name} ${user.last_name}`, email: user.email }, 'REQUEST'),
        );
      }
      return { registered_at: registration.created_at, embargo_acknowledged_at: registration.embargo_acknowledged_at };
    },

    async unregister(user: { id: number; first_name: string; last_name: string; email: string }, id: number) {
      const row = found(await repository.byId(id), EVENT_MESSAGES.NOT_FOUND);
      if (!(await repository.unregister(id, user.id))) throw new HttpError(404, EVENT_MESSAGES.NOT_REGISTERED);
      deps.background('briefing-cancel', () =>
        sendInvitation(row, { name: `${user.first_name} ${user.last_name}`, email: user.email }, 'CANCEL'),
      );
    },

    async registrants(user: { id: number }, id: number) {
      await ownEvent(user, id);
      const rows = await repository.registrants(id);
      return rows.map((r) => ({
        id: r.id,
        user_id: r.user_id,
        name: `${r.first_name} ${r.last_name}`,
        publication: r.publication,
        registered_at: r.registered_at,
        acknowledged_at: r.acknowledged_at,
      }));
    },

    async ask(
      user: { id: number; first_name: string; last_name: string; company_name: string | null },
      id: number,
      question: string,
    ) {
      const row = found(shown(await repository.byId(id)), EVENT_MESSAGES.NOT_FOUND);
      if (!(await repository.registration(row.id, user.id))) throw new HttpError(403, EVENT_MESSAGES.ONLY_REGISTRANTS);
      const questionId = await repository.addQuestion(row.id, user.id, question);
      const [asked] = (await repository.questions(row.id, user.id)).filter((q) => q.id === questionId);
      return questionView(asked, user.id);
    },

    /** The owner account sees every question; a journalist their own. */
    async questions(user: { id: number; role: number }, id: number) {
      if (user.role === ROLE.JOURNALIST) {
        const row = found(await repository.byId(id), EVENT_MESSAGES.NOT_FOUND);
        return (await repository.questions(row.id, user.id)).map((q) => questionView(q, user.id));
      }
      await ownEvent(user, id);
      return (await repository.questions(id)).map((q) => questionView(q, user.id));
    },

    /** The reminder job: registrants of briefings starting within 24 hours, once each. */
    async runReminders(now = new Date()) {
      const due = await repository.dueReminders(now, REMINDER_BEFORE_MS);
      for (const d of due) {
        if (!(await repository.markReminded(d.registration_id, now.toISOString()))) continue;
        const start = d.start_date ? zonedInstant(d.start_date, d.all_day ? null : d.start_time, d.time_zone) : null;
        const when = start ? `${start.toUTCString()}${d.time_zone ? ` (${d.time_zone})` : ''}` : '';
        const link = `${deps.shellUrl}/event-detail/${d.event_id}`;
        const text = `Hello ${d.first_name},\n\nThe briefing "${d.heading}" starts within 24 hours: ${when}.\n${d.location ? `Where: ${d.location}\n` : ''}Details: ${link}\n`;
        await deps.sendMail({
          to: d.email,
          subject: 'Reminder: PressPoint briefing within 24 hours',
          text,
          html: text
            .split('\n\n')
            .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
            .join(''),
        });
      }
      return due.length;
    },
  };
}

function questionView(
  q: {
    id: number;
    question: string;
    created_at: string;
    user_id: number;
    first_name: string;
    last_name: string;
    publication: string | null;
  },
  viewerId: number,
) {
  return {
    id: q.id,
    question: q.question,
    created_at: q.created_at,
    mine: q.user_id === viewerId,
    asked_by: { user_id: q.user_id, name: `${q.first_name} ${q.last_name}`, publication: q.publication },
  };
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type EventsService = ReturnType<typeof eventsService>;
