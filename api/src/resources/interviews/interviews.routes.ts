import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guests, interviews } from '../../db/schema';
import { errorResponses, messageError } from '../../lib/schemas';
import { fieldError, validateBody } from '../../lib/validation';
import { interviewsService, type InterviewRequest } from './interviews.service';
import { INTERVIEW_STATUS, ROLE } from 'mf-shared/roles';
import { invitationSchema, PAST_DATE } from 'mf-shared/validation';
import { activeJournalist } from '../../lib/access';

const { JOURNALIST } = ROLE;
const { PENDING, APPROVED } = INTERVIEW_STATUS;

export default async function interviewRoutes(app: FastifyInstance, options: { requestsPerHour: number }) {
  const requests = interviewsService(app, options);

  app.post<{ Body: InterviewRequest }>(
    '/interview/create',
    {
      preHandler: [app.authenticate, activeJournalist, validateBody(invitationSchema)],
      schema: {
        tags: ['Interviews'],
        summary: 'A journalist requests an interview with a guest',
        security: [{ bearer: [] }],
        response: { 403: messageError, 422: errorResponses[422], 429: messageError },
      },
    },
    async (request, reply) => {
      if (request.body.date_interview.getTime() < Date.now()) throw fieldError('date_interview', PAST_DATE);
      const row = await requests.request(request.user!, request.body);
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
