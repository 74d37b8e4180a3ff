import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { date, number, object, string } from 'yup';
import { emailTemplates, guests, interviews } from '../../db/schema';
import { errorResponses } from '../../lib/schemas';
import { fieldError, validateBody } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { notificationsService } from '../notifications/notifications.service';
import { INTERVIEW_STATUS, ROLE, STATUS } from 'mf-shared/roles';

const { JOURNALIST } = ROLE;
const { SIMPLE_USER } = STATUS;
const { PENDING, APPROVED } = INTERVIEW_STATUS;

/** The invitation of spec section 5: template and date required, the date not in the past. */
const invitationSchema = object({
  guest_id: number().typeError('This field is required').required('This field is required').integer(),
  email_template_id: number().typeError('This field is required').required('This field is required').integer(),
  date_interview: date()
    .typeError('This field is required')
    .required('This field is required')
    .min(new Date(0), 'Date cannot be in the past'),
  comment: string().trim().max(510, 'Must be less than 510 characters').optional(),
});

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default async function interviewRoutes(app: FastifyInstance) {
  const notify = notificationsService(app);

  app.post<{ Body: { guest_id: number; email_template_id: number; date_interview: Date; comment?: string } }>(
    '/interview/create',
    {
      preHandler: [app.authenticate, validateBody(invitationSchema)],
      schema: {
        tags: ['Interviews'],
        summary: 'A journalist requests an interview with a guest',
        security: [{ bearer: [] }],
        response: { 403: errorResponses[404], 422: errorResponses[422] },
      },
    },
    async (request, reply) => {
      const me = request.user!;
      if (me.role !== JOURNALIST) throw new HttpError(403, 'Only journalist can create interviews');
      if (me.status !== SIMPLE_USER || me.date_deleting)
        throw new HttpError(
          403,
          'You can’t use any of the features until you have been approved. The approval process usually takes up to 24 hours.',
        );
      const body = request.body;
      if (body.date_interview.getTime() < Date.now()) throw fieldError('date_interview', 'Date cannot be in the past');
      const [guest] = await app.db
        .select({
          id: guests.id,
          expert_id: guests.user_id,
          name: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}`,
        })
        .from(guests)
        .where(and(eq(guests.id, body.guest_id), eq(guests.is_draft, false)));
      if (!guest) throw fieldError('guest_id', 'The selected guest is invalid.');
      const [template] = await app.db
        .select({ id: emailTemplates.id, title: emailTemplates.title, content: emailTemplates.content })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.id, body.email_template_id), eq(emailTemplates.user_id, me.id)));
      if (!template) throw fieldError('email_template_id', 'The selected email template is invalid.');
      const [row] = await app.db
        .insert(interviews)
        .values({
          journalist_id: me.id,
          guest_id: guest.id,
          expert_id: guest.expert_id,
          email_template_id: template.id,
          invitation_subject: template.title,
          invitation_body: template.content,
          date_interview: body.date_interview.toISOString(),
          comment: body.comment ?? null,
          status: PENDING,
        })
        .returning();
      await notify.notify(
        guest.expert_id,
        'Interview',
        `<p>New interview request from <b>${escape(`${me.first_name} ${me.last_name}`)}</b> for <b>${escape(guest.name)}</b>.</p>`,
      );
      return reply.code(201).send({ data: row });
    },
  );

  app.get(
    '/interview/upcoming',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Interviews'],
        summary: 'The user’s future pending and approved interviews, nearest first',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'integer' }, guest_fullname: { type: 'string' }, date: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const me = request.user!;
      const mine = me.role === JOURNALIST ? eq(interviews.journalist_id, me.id) : eq(interviews.expert_id, me.id);
      const rows = await app.db
        .select({
          id: interviews.id,
          guest_fullname: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}`,
          date: interviews.date_interview,
        })
        .from(interviews)
        .innerJoin(guests, eq(guests.id, interviews.guest_id))
        .where(
          and(
            mine,
            inArray(interviews.status, [PENDING, APPROVED]),
            gt(interviews.date_interview, new Date().toISOString()),
          ),
        )
        .orderBy(asc(interviews.date_interview))
        .limit(10);
      return { data: rows };
    },
  );
}
