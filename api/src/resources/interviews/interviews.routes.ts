import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailTemplates, guests, interviews } from '../../db/schema';
import { errorResponses } from '../../lib/schemas';
import { fieldError, validateBody } from '../../lib/validation';
import { notificationsService } from '../notifications/notifications.service';
import { INTERVIEW_STATUS, ROLE } from 'mf-shared/roles';
import { invitationSchema, PAST_DATE } from 'mf-shared/validation';
import { activeJournalist } from '../../lib/access';

const { JOURNALIST } = ROLE;
const { PENDING, APPROVED } = INTERVIEW_STATUS;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default async function interviewRoutes(app: FastifyInstance) {
  const notify = notificationsService(app);

  app.post<{
    Body: {
      guest_id: number;
      email_template_id: number;
      date_interview: Date;
      comment?: string;
      is_a_new_temp: boolean;
      newTempTitle?: string;
    };
  }>(
    '/interview/create',
    {
      preHandler: [app.authenticate, activeJournalist, validateBody(invitationSchema)],
      schema: {
        tags: ['Interviews'],
        summary: 'A journalist requests an interview with a guest',
        security: [{ bearer: [] }],
        response: { 403: errorResponses[404], 422: errorResponses[422] },
      },
    },
    async (request, reply) => {
      const me = request.user!;
      const body = request.body;
      if (body.date_interview.getTime() < Date.now()) throw fieldError('date_interview', PAST_DATE);
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
      // The message as sent: the journalist's edited text, else the template's. Saved as a new
      // template too when asked (is_a_new_temp with newTempTitle).
      const message = body.comment || template.content;
      const row = await app.db.transaction(async (tx) => {
        if (body.is_a_new_temp)
          await tx.insert(emailTemplates).values({ user_id: me.id, title: body.newTempTitle!, content: message });
        const [created] = await tx
          .insert(interviews)
          .values({
            journalist_id: me.id,
            guest_id: guest.id,
            expert_id: guest.expert_id,
            email_template_id: template.id,
            invitation_subject: template.title,
            invitation_body: message,
            date_interview: body.date_interview.toISOString(),
            comment: body.comment ?? null,
            status: PENDING,
          })
          .returning();
        return created;
      });
      await notify.notify(
        guest.expert_id,
        'Interview',
        `<p>New interview request from <b>${escape(`${me.first_name} ${me.last_name}`)}</b> for <b>${escape(guest.name)}</b>.</p>`,
      );
      return reply.code(201).send({ data: row, message: 'Interview request sent' });
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
