import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reportSchema, type ReportItemType, type ReportReason } from 'mf-shared/validation';
import { errorsOf, messageSchema, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { REPORT_LIMITS, reportsService } from './reports.service';

const doc = routeDocs({ tags: ['Reports'], errors: errorsOf(401, 404, 409, 422, 429) });

/** POST /reports: anyone reports a published item to the moderators (issue 26). */
export default async function reportRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const reports = reportsService(app.db, { rateLimits: app.rateLimits });

  /** Signed in or not: a bearer token, when sent, must be live (the report is then the account's). */
  const maybeAuthenticate = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.post<{ Body: { item_type: ReportItemType; item_id: number; reason: ReportReason; note?: string } }>(
    '/reports',
    {
      preHandler: [maybeAuthenticate, validateBody(reportSchema)],
      schema: doc(
        `Report news, a story idea, an event, a guest profile or a question (signed in, its reader) to the moderators; ${REPORT_LIMITS.perHour} an hour and ${REPORT_LIMITS.perDay} a day per address and per account`,
        { body: reportSchema, response: { 200: messageSchema } },
      ),
    },
    async (request) => reports.report(request.body, { ip: request.ip, userId: request.user?.id ?? null }),
  );
}
