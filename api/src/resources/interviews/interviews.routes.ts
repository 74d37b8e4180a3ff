import type { FastifyInstance } from 'fastify';
import { LIMITS } from 'mf-shared/limits';
import {
  interviewNoteSchema,
  invitationSchema,
  PAST_DATE,
  publishedLinkSchema,
  rescheduleSchema,
  V,
} from 'mf-shared/validation';
import { number, object, string } from 'yup';
import { activeJournalist, activeUser } from '../../lib/access';
import {
  dataSchema,
  errorsOf,
  idParams,
  integer,
  listQuerySchema,
  listSchema,
  nullableText,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { fieldError, validateBody } from '../../lib/validation';
import { INTERVIEW_SORTS } from './interviews.repository';
import {
  interviewsService,
  isIanaZone,
  ZONE_INVALID,
  type InterviewChange,
  type InterviewRequest,
  type StatusChange,
} from './interviews.service';
import { ACTIONS } from './interviews.transitions';

/** The invitation of mf-shared, plus what the API also reads: `message` (as `comment`), `topic` and `time_zone`. */
const invitationBody = invitationSchema.shape({
  message: string().trim().max(20_000, 'This field must be at most 20000 characters').optional(),
  topic: string().trim().max(LIMITS.STRING_MAX, 'This field must be at most 255 characters').optional(),
  time_zone: string().trim().max(64, 'This field must be at most 64 characters').optional(),
  // Issue 27: the pitch on the journalist's source request this interview request comes from.
  pitch_id: number().typeError(V.REQUIRED).integer(V.REQUIRED).positive(V.REQUIRED).optional(),
});

/** An interview request as stored (POST /interview/create answers it). */
export const interviewSchema = {
  type: 'object',
  required: ['id', 'journalist_id', 'guest_id', 'expert_id', 'date_interview', 'status', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    journalist_id: { type: 'integer' },
    guest_id: { type: 'integer' },
    expert_id: { type: 'integer' },
    email_template_id: { type: ['integer', 'null'] },
    invitation_subject: nullableText,
    invitation_body: { ...nullableText, description: 'HTML: the message with its placeholders filled' },
    date_interview: { type: 'string' },
    comment: nullableText,
    status: { type: 'integer', description: 'Pending 0, Approved 1, Rejected 2, Cancelled 3, Done 4' },
    note: nullableText,
    time_zone: { ...nullableText, description: 'The requester’s IANA zone' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;

export const upcomingInterviewSchema = {
  type: 'object',
  required: ['id', 'guest_fullname', 'date', 'time_zone'],
  properties: {
    id: { type: 'integer' },
    guest_fullname: { type: 'string' },
    date: { type: 'string' },
    time_zone: { ...nullableText, description: 'The requester’s IANA zone' },
  },
} as const;

const guestRef = {
  type: 'object',
  required: ['id', 'first_name', 'last_name', 'avatar'],
  properties: { id: integer, first_name: text, last_name: text, avatar: nullableText },
} as const;

const journalistRef = {
  type: 'object',
  required: ['id', 'name', 'company_name'],
  properties: { id: integer, name: text, company_name: nullableText },
} as const;

/**
 * One interview as lists, the calendar and the detail show it (issue 15). Lists come in the
 * contacts list's envelope: `{ data: Item[], meta: ListMeta }`.
 */
export const interviewItemSchema = {
  type: 'object',
  required: [
    'id',
    'status',
    'date_interview',
    'time_zone',
    'expert_time_zone',
    'guest',
    'journalist',
    'comment',
    'note',
    'published_link',
    'created_at',
    'updated_at',
    'actions',
  ],
  properties: {
    id: integer,
    status: { type: 'integer', description: 'Pending 0, Approved 1, Rejected 2, Cancelled 3, Done 4' },
    date_interview: { type: 'string', description: 'ISO, UTC' },
    time_zone: { ...nullableText, description: 'The requester’s IANA zone' },
    expert_time_zone: { ...nullableText, description: 'The expert side’s IANA zone, taken on approval' },
    guest: guestRef,
    journalist: journalistRef,
    comment: nullableText,
    note: { ...nullableText, description: 'The viewer’s latest own note' },
    published_link: nullableText,
    created_at: text,
    updated_at: text,
    actions: {
      type: 'array',
      items: { type: 'string', enum: [...ACTIONS] },
      description: 'What this viewer may do now (the server’s rules)',
    },
  },
} as const;

const noteSchema = {
  type: 'object',
  required: ['id', 'body', 'created_at'],
  properties: { id: integer, body: text, created_at: text },
} as const;

export const interviewDetailSchema = {
  type: 'object',
  required: [...interviewItemSchema.required, 'invitation_subject', 'invitation_body', 'notes', 'history'],
  properties: {
    ...interviewItemSchema.properties,
    invitation_subject: nullableText,
    invitation_body: { ...nullableText, description: 'HTML: the message with its placeholders filled' },
    notes: { type: 'array', items: noteSchema, description: 'The viewer’s own notes, newest first' },
    history: {
      type: 'array',
      description: 'Every change, oldest first',
      items: {
        type: 'object',
        required: ['id', 'kind', 'status', 'date_interview', 'message', 'changed_by_name', 'created_at'],
        properties: {
          id: integer,
          kind: { type: 'string', enum: ['status', 'reschedule'] },
          status: integer,
          date_interview: nullableText,
          message: nullableText,
          changed_by_name: nullableText,
          created_at: text,
        },
      },
    },
  },
} as const;

const coverageSchema = {
  type: 'object',
  required: ['id', 'guest', 'journalist', 'date_interview', 'published_link'],
  properties: { id: integer, guest: guestRef, journalist: journalistRef, date_interview: text, published_link: text },
} as const;

const listQuery = listQuerySchema(
  {
    view: {
      type: 'string',
      maxLength: 16,
      description: 'Journalist: all (default), planned, process. Expert: pending (default), planned, archive.',
    },
    search: {
      type: 'string',
      maxLength: LIMITS.STRING_MAX,
      description: 'Part of the guest’s or journalist’s name, or the publication',
    },
    sort: { type: 'string', enum: [...INTERVIEW_SORTS] },
    direction: { type: 'string', enum: ['asc', 'desc'] },
  },
  10,
);

const zoneQuery = {
  time_zone: { type: 'string', maxLength: 64, description: 'IANA zone the days are counted in (default UTC)' },
};

const zoneRule = string().trim().max(64, 'This field must be at most 64 characters').optional();

const statusBody = object({
  status: number()
    .typeError(V.REQUIRED)
    .required(V.REQUIRED)
    .integer(V.REQUIRED)
    // NaN (not a number) is the type error's to name, once.
    .test(
      'known',
      'The selected status is invalid.',
      (v) => v === undefined || Number.isNaN(v) || [0, 1, 2, 3, 4].includes(v),
    ),
  time_zone: zoneRule,
});

const changeBody = rescheduleSchema.shape({ time_zone: zoneRule });
const noteBody = interviewNoteSchema;
const linkBody = publishedLinkSchema;

/** The zone of a calendar query: UTC when none, 422 on `time_zone` when not an IANA zone. */
function zoneOf(zone: string | undefined) {
  if (!zone) return 'UTC';
  if (!isIanaZone(zone)) throw fieldError('time_zone', ZONE_INVALID);
  return zone;
}

/** A real calendar day YYYY-MM-DD (not 2026-02-30). */
function isDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const doc = routeDocs({ tags: ['Interviews'], secured: true, errors: errorsOf(401, 403, 404, 422, 429) });

export default async function interviewRoutes(
  instance: FastifyInstance,
  options: { requestsPerHour: number; shellUrl?: string },
) {
  const app = typedRoutes(instance);
  const interviews = interviewsService(app.db, {
    requestsPerHour: options.requestsPerHour,
    realtime: app.realtime,
    sendMail: (mail) => app.outbox.mail(mail),
    runInBackground: (name, task) => app.background.run(name, task),
    shellUrl: options.shellUrl,
  });
  const guard = [app.authenticate, activeUser];

  app.post<{ Body: InterviewRequest }>(
    '/interview/create',
    {
      preHandler: [app.authenticate, activeJournalist, validateBody(invitationBody)],
      schema: doc('A journalist requests an interview with a guest', {
        description:
          'The expert reads `comment` (or `message`) when given, else the template’s content, cleaned, with {guest_name}, {guest_title}, {journalist_name}, {topic} and {date} filled.',
        body: invitationBody,
        response: { 201: dataSchema(interviewSchema, true) },
      }),
    },
    async (request, reply) => {
      if (request.body.date_interview.getTime() < Date.now()) throw fieldError('date_interview', PAST_DATE);
      if (request.body.time_zone && !isIanaZone(request.body.time_zone)) throw fieldError('time_zone', ZONE_INVALID);
      const row = await interviews.request(request.user!, request.body);
      return reply.code(201).send({ data: row, message: 'Interview request sent' });
    },
  );

  app.get(
    '/interview/upcoming',
    {
      preHandler: guard,
      schema: doc('The user’s future pending and approved interviews, nearest first', {
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: upcomingInterviewSchema } },
          },
        },
      }),
    },
    async (request) => ({ data: await interviews.upcoming(request.user!) }),
  );

  app.get(
    '/interview',
    {
      preHandler: guard,
      schema: doc('The viewer’s interviews in one view, searched, sorted and paged', {
        description:
          'Views: planned = Approved and still to come; process (journalist) and pending (expert) = Pending and still to come; archive = Rejected, Cancelled, Done or past; all = everything. Another role’s view: 422 on `view`.',
        querystring: listQuery,
        response: { 200: listSchema(interviewItemSchema) },
      }),
    },
    async (request) =>
      interviews.list(request.user!, { ...request.query, search: request.query.search?.trim() || undefined }),
  );

  app.get<{ Querystring: { month?: string; time_zone?: string } }>(
    '/interview/calendar',
    {
      preHandler: guard,
      schema: doc('The month’s days (in the given zone) that have interviews, each with them', {
        querystring: {
          type: 'object',
          properties: { month: { type: 'string', maxLength: 7, description: 'YYYY-MM' }, ...zoneQuery },
        },
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['date', 'interviews'],
                  properties: { date: text, interviews: { type: 'array', items: interviewItemSchema } },
                },
              },
            },
          },
        },
      }),
    },
    async (request) => {
      const { month } = request.query;
      if (!month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw fieldError('month', 'The month must be YYYY-MM.');
      return { data: await interviews.calendarMonth(request.user!, month, zoneOf(request.query.time_zone)) };
    },
  );

  app.get<{ Params: { date: string }; Querystring: { time_zone?: string } }>(
    '/interview/calendar/:date',
    {
      preHandler: guard,
      schema: doc('One day’s interviews (in the given zone)', {
        params: { type: 'object', required: ['date'], properties: { date: { type: 'string', maxLength: 10 } } },
        querystring: { type: 'object', properties: zoneQuery },
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: interviewItemSchema } },
          },
        },
      }),
    },
    async (request) => {
      if (!isDay(request.params.date)) throw fieldError('date', 'The date must be YYYY-MM-DD.');
      return {
        data: await interviews.calendarDay(request.user!, request.params.date, zoneOf(request.query.time_zone)),
      };
    },
  );

  app.get(
    '/interview/coverage',
    {
      preHandler: guard,
      schema: doc('The expert account’s done interviews with their published link, newest first', {
        response: {
          200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: coverageSchema } } },
        },
      }),
    },
    async (request) => ({ data: await interviews.coverage(request.user!) }),
  );

  app.get(
    '/interview/:id',
    {
      preHandler: guard,
      schema: doc('One interview with the invitation, the viewer’s own notes and the history', {
        params: idParams,
        response: { 200: dataSchema(interviewDetailSchema) },
      }),
    },
    async (request) => ({ data: await interviews.detail(request.user!, request.params.id) }),
  );

  app.post<{ Params: { id: number }; Body: StatusChange }>(
    '/interview/set-status/:id',
    {
      preHandler: [...guard, validateBody(statusBody)],
      schema: doc('Moves the interview along issue 15’s transitions; the other side is told', {
        description:
          'Expert account: Pending → Approved or Rejected, Approved → Cancelled. Requesting journalist: Pending or Approved → Cancelled. Either: Approved → Done once the date has passed. Anything else: 422 on `status` naming what is allowed. `time_zone`: the expert’s IANA zone, kept on approval.',
        params: idParams,
        body: statusBody,
        response: { 200: dataSchema(interviewItemSchema, true) },
      }),
    },
    async (request) => interviews.setStatus(request.user!, request.params.id, request.body),
  );

  app.post<{ Params: { id: number }; Body: InterviewChange }>(
    '/interview/update/:id',
    {
      config: { writeLimit: 'interviewUpdate' },
      preHandler: [...guard, validateBody(changeBody)],
      schema: doc('A new date and/or a message, from either side while Pending or Approved', {
        params: idParams,
        body: changeBody,
        response: { 200: dataSchema(interviewItemSchema) },
      }),
    },
    async (request) => ({ data: await interviews.update(request.user!, request.params.id, request.body) }),
  );

  app.post<{ Params: { id: number }; Body: { note: string } }>(
    '/interview/add-note/:id',
    {
      config: { writeLimit: 'interviewNote' },
      preHandler: [...guard, validateBody(noteBody)],
      schema: doc('A note on the interview, private to its writer', {
        params: idParams,
        body: noteBody,
        response: { 200: dataSchema(noteSchema) },
      }),
    },
    async (request) => ({ data: await interviews.addNote(request.user!, request.params.id, request.body.note) }),
  );

  app.post<{ Params: { id: number }; Body: { published_link: string } }>(
    '/interview/published-link/:id',
    {
      preHandler: [...guard, validateBody(linkBody)],
      schema: doc('Where the journalist published a done interview (the expert sees it as coverage)', {
        params: idParams,
        body: linkBody,
        response: { 200: dataSchema(interviewItemSchema) },
      }),
    },
    async (request) => ({
      data: await interviews.publishedLink(request.user!, request.params.id, request.body.published_link),
    }),
  );
}
