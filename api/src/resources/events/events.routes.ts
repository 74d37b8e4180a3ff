import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from 'mf-shared/limits';
import { ROLE } from 'mf-shared/roles';
import { briefingQuestionSchema, briefingRegistrationSchema } from 'mf-shared/validation';
import { activeUser, requireActive } from '../../lib/access';
import {
  dataSchema,
  errorsOf,
  idParams,
  listQuerySchema,
  listSchema,
  messageSchema,
  routeDocs,
  typedRoutes,
} from '../../lib/routeDoc';
import { LIST_FORM_LIMITS, withMultipartForm } from '../../lib/multipart';
import { uploadStore } from '../../lib/uploads';
import { validateBody } from '../../lib/validation';
import {
  eventDetailSchema,
  eventFormSchema,
  ownEventItemSchema,
  publicEventItemSchema,
  questionBodySchema,
  questionSchema,
  registerBodySchema,
  registrantSchema,
  registrationSchema,
  relatedSchema,
} from './events.schemas';
import { EVENT_MESSAGES, EVENT_SORTS, eventsService } from './events.service';

/*
 * Issue 16: experts publish background briefings and story ideas; journalists register for
 * briefings and ask questions in advance. Shapes (JSON schemas in events.schemas.ts):
 *
 * GET  /events                 own (expert account; team members act for it)
 *      ?search&page&per_page(10)&sort=start_date|heading|created_at&direction=asc|desc&type=event|post
 *      → { data: OwnEventItem[], meta } (with registrants_count, questions_count, industries [{ name }]
 *      and guests [{ guest_id, first_name, last_name, avatar }])
 * GET  /events/list            public: ?type=event|post (default event)&search&page&per_page(10)
 *      → { data: PublicEventItem[], meta } (embargoed: header_image, end_date, end_time, location null)
 * GET  /events/all             related-content picker (expert): ?search&type=news|blog|event
 *      → { data: [{ type, id, title, slug, key: 'news:12' }] } (20 at most, newest first)
 * GET  /events/{id}            anyone (bearer optional) → { data: EventDetail }: the whole event for
 *      the owner account or once the embargo lifted; while embargoed only id, kind, type, slug,
 *      heading, start_date, start_time, time_zone, organised_by, embargoed: true, embargo_until,
 *      is_owner, registration. A deleted event answers 404.
 * POST /events                 create (multipart, see eventFormSchema; story idea: kind=story_idea
 *      or type=post) → 201 { data: EventDetail, message }
 * POST /events/update/{id}, POST /events/{id}: update (multipart, what is not sent is kept;
 *      medias[] are added, remove_medias[] ids removed) → { data: EventDetail, message }
 * DELETE /events/{id}, GET /events/delete/{id} → { message }
 *      Owner account only: another expert 404, a journalist 403.
 * POST   /events/{id}/register  { embargo_acknowledged } approved journalist → 201 { data: Registration, message };
 *      the invitation (text/calendar, METHOD:REQUEST) is mailed; 24 h before the start a reminder.
 * DELETE /events/{id}/register  → { message } (a CANCEL invitation is mailed)
 * GET    /events/{id}/registrants (owner) → { data: Registrant[] }
 * POST   /events/{id}/questions { question } (registrants) → 201 { data: Question, message }
 * GET    /events/{id}/questions owner: all; a journalist: their own → { data: Question[] }
 */

const group = (tags: string[], secured: boolean) =>
  routeDocs({
    tags,
    secured,
    errors: errorsOf(401, 403, 404, 409, 413, 415, 422),
  });
const doc = group(['Events'], true);
const publicDoc = group(['Events'], false);
const briefingDoc = group(['Briefings'], true);

type Id = { Params: { id: number } };

const ownQuery = listQuerySchema(
  {
    search: { type: 'string', maxLength: LIMITS.STRING_MAX, description: 'Part of the heading or location' },
    sort: { type: 'string', enum: [...EVENT_SORTS], default: 'start_date' },
    direction: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    type: { type: 'string', enum: ['event', 'post'], description: 'Only events or only story ideas' },
  },
  10,
);
const publicQuery = listQuerySchema(
  {
    search: { type: 'string', maxLength: LIMITS.STRING_MAX, description: 'Part of the heading' },
    type: { type: 'string', enum: ['event', 'post'], default: 'event', description: 'post: story ideas' },
  },
  10,
);
const relatedQuery = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: LIMITS.STRING_MAX },
    type: { type: 'string', enum: ['news', 'blog', 'event'] },
  },
} as const;

/** A header image and up to ten gallery files in one form (the app's default allows one file). */
const FORM_LIMITS = { ...LIST_FORM_LIMITS, files: 1 + LIMITS.LIST_MAX };

export default async function eventRoutes(
  instance: FastifyInstance,
  { dataDir, publicUrl, shellUrl }: { dataDir: string; publicUrl: string; shellUrl: string },
) {
  const app = typedRoutes(instance);
  const events = eventsService(app.db, {
    uploads: uploadStore(dataDir, publicUrl),
    sendMail: (mail) => app.outbox.mail(mail),
    background: (name, work) => app.background.run(name, work),
    shellUrl,
  });
  // Every 10 minutes: registrants of briefings starting within 24 hours hear once (reminded_at).
  app.jobs.add({ name: 'briefing-reminder', everyMs: 10 * 60_000, run: () => events.runReminders() });

  const expert = [app.authenticate, requireActive(ROLE.EXPERT, EVENT_MESSAGES.ONLY_EXPERTS)];
  const journalist = [app.authenticate, requireActive(ROLE.JOURNALIST, EVENT_MESSAGES.ONLY_JOURNALISTS)];
  /**
   * Public reads: a bearer token, when sent, says who looks (the owner sees everything). A token
   * that no longer works reads as a visitor: a public page never fails for it.
   */
  const maybeSignedIn = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    await app.authenticate(request).catch(() => {
      request.user = null;
    });
  };

  const readForm = (request: FastifyRequest, save: (form: EventFormInput) => Promise<unknown>) =>
    withMultipartForm(
      request,
      { header_image: events.saveHeader, 'medias[]': events.saveMedia },
      ({ fields, lists, files, fileLists }) => save({ fields, lists, files, fileLists }),
      FORM_LIMITS,
    );
  type EventFormInput = Parameters<typeof events.create>[1];

  app.get(
    '/events',
    {
      preHandler: expert,
      schema: doc('The expert account’s own events and story ideas', {
        querystring: ownQuery,
        response: { 200: listSchema(ownEventItemSchema) },
      }),
    },
    async (request) => events.own(request.user!, request.query),
  );

  app.get(
    '/events/list',
    {
      schema: publicDoc('Published events (type=event) or story ideas (type=post), newest start first', {
        querystring: publicQuery,
        response: { 200: listSchema(publicEventItemSchema) },
      }),
    },
    async (request) => events.publicList(request.query),
  );

  app.get(
    '/events/all',
    {
      preHandler: expert,
      schema: doc('Related content an event may point to: news, blog posts and events matching the search', {
        querystring: relatedQuery,
        response: {
          200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: relatedSchema } } },
        },
      }),
    },
    async (request) => ({ data: await events.relatedCandidates(request.query.search, request.query.type) }),
  );

  app.get(
    '/events/:id',
    {
      preHandler: maybeSignedIn,
      schema: publicDoc('One event or story idea (bearer optional; embargoed: only heading, start and organiser)', {
        params: idParams,
        response: { 200: dataSchema(eventDetailSchema) },
      }),
    },
    async (request) => ({ data: await events.read(request.params.id, request.user) }),
  );

  app.post(
    '/events',
    {
      preHandler: expert,
      config: { writeLimit: 'upload' },
      schema: doc('Creates an event or, with kind=story_idea (or type=post), a story idea (multipart)', {
        body: eventFormSchema,
        multipart: true,
        response: { 201: dataSchema(eventDetailSchema, true) },
      }),
    },
    async (request, reply) => {
      const event = await readForm(request, (form) => events.create(request.user!, form));
      return reply.code(201).send({ data: event, message: EVENT_MESSAGES.CREATED });
    },
  );

  for (const path of ['/events/update/:id', '/events/:id']) {
    app.post(
      path,
      {
        preHandler: expert,
        config: { writeLimit: 'upload' },
        schema: doc('Updates one of the account’s events (multipart; what is not sent is kept)', {
          params: idParams,
          body: eventFormSchema,
          multipart: true,
          response: { 200: dataSchema(eventDetailSchema, true) },
        }),
      },
      async (request) => {
        const event = await readForm(request, (form) => events.update(request.user!, request.params.id, form));
        return { data: event, message: EVENT_MESSAGES.UPDATED };
      },
    );
  }

  const remove = async (request: FastifyRequest<Id>) => {
    await events.remove(request.user!, request.params.id);
    return { message: EVENT_MESSAGES.DELETED };
  };
  const removeSchema = doc('Deletes one of the account’s events: it leaves every list, its page answers 404', {
    params: idParams,
    response: { 200: messageSchema },
  });
  app.delete<Id>('/events/:id', { preHandler: expert, schema: removeSchema }, remove);
  app.get<Id>('/events/delete/:id', { preHandler: expert, schema: removeSchema }, remove);

  app.post<Id & { Body: { embargo_acknowledged: boolean } }>(
    '/events/:id/register',
    {
      config: { writeLimit: 'briefingRegistration' },
      preHandler: [...journalist, validateBody(briefingRegistrationSchema)],
      schema: briefingDoc('An approved journalist registers for a briefing (embargo acknowledged while it holds)', {
        params: idParams,
        body: registerBodySchema,
        response: { 201: dataSchema(registrationSchema, true) },
      }),
    },
    async (request, reply) => {
      const registration = await events.register(request.user!, request.params.id, request.body.embargo_acknowledged);
      return reply.code(201).send({ data: registration, message: EVENT_MESSAGES.REGISTERED });
    },
  );

  app.delete(
    '/events/:id/register',
    {
      // Each registration and withdrawal mails a calendar update: one count for both.
      config: { writeLimit: 'briefingRegistration' },
      preHandler: journalist,
      schema: briefingDoc('A journalist withdraws their registration', {
        params: idParams,
        response: { 200: messageSchema },
      }),
    },
    async (request) => {
      await events.unregister(request.user!, request.params.id);
      return { message: EVENT_MESSAGES.UNREGISTERED };
    },
  );

  app.get(
    '/events/:id/registrants',
    {
      preHandler: expert,
      schema: briefingDoc('Who registered for one of the account’s briefings', {
        params: idParams,
        response: {
          200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: registrantSchema } } },
        },
      }),
    },
    async (request) => ({ data: await events.registrants(request.user!, request.params.id) }),
  );

  app.post<Id & { Body: { question: string } }>(
    '/events/:id/questions',
    {
      config: { writeLimit: 'briefingQuestion' },
      preHandler: [...journalist, validateBody(briefingQuestionSchema)],
      schema: briefingDoc('A registrant asks a question in advance', {
        params: idParams,
        body: questionBodySchema,
        response: { 201: dataSchema(questionSchema, true) },
      }),
    },
    async (request, reply) => {
      const question = await events.ask(request.user!, request.params.id, request.body.question);
      return reply.code(201).send({ data: question, message: EVENT_MESSAGES.ASKED });
    },
  );

  app.get(
    '/events/:id/questions',
    {
      preHandler: [app.authenticate, activeUser],
      schema: briefingDoc('Questions in advance: the owner account sees all, a journalist their own', {
        params: idParams,
        response: {
          200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: questionSchema } } },
        },
      }),
    },
    async (request) => ({ data: await events.questions(request.user!, request.params.id) }),
  );
}
