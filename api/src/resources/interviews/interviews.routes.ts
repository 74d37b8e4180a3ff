import type { FastifyInstance } from 'fastify';
import { LIMITS } from 'mf-shared/limits';
import { invitationSchema, PAST_DATE } from 'mf-shared/validation';
import { string } from 'yup';
import { activeJournalist } from '../../lib/access';
import { routeDocs } from '../../lib/routeDoc';
import { dataSchema, errorResponses, messageError, nullableTextSchema as nullableText } from '../../lib/schemas';
import { fieldError, validateBody } from '../../lib/validation';
import { interviewsService, type InterviewRequest } from './interviews.service';

/** The invitation of mf-shared, plus what the API also reads: `message` (as `comment`), `topic` and `time_zone`. */
const invitationBody = invitationSchema.shape({
  message: string().trim().max(20_000, 'This field must be at most 20000 characters').optional(),
  topic: string().trim().max(LIMITS.STRING_MAX, 'This field must be at most 255 characters').optional(),
  time_zone: string().trim().max(64, 'This field must be at most 64 characters').optional(),
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
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;

export const upcomingInterviewSchema = {
  type: 'object',
  required: ['id', 'guest_fullname', 'date'],
  properties: { id: { type: 'integer' }, guest_fullname: { type: 'string' }, date: { type: 'string' } },
} as const;

const doc = routeDocs({
  tags: ['Interviews'],
  secured: true,
  errors: { 401: errorResponses[401], 403: messageError, 422: errorResponses[422], 429: messageError },
});

export default async function interviewRoutes(app: FastifyInstance, options: { requestsPerHour: number }) {
  const interviews = interviewsService(app.db, { requestsPerHour: options.requestsPerHour, realtime: app.realtime });

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
      const row = await interviews.request(request.user!, request.body);
      return reply.code(201).send({ data: row, message: 'Interview request sent' });
    },
  );

  app.get(
    '/interview/upcoming',
    {
      preHandler: app.authenticate,
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
}
