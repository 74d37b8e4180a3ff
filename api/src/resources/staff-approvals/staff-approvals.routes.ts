import type { FastifyInstance } from 'fastify';
import {
  dataSchema,
  errorsOf,
  idParams,
  listQuerySchema,
  listSchema,
  routeDocs,
  typedRoutes,
} from '../../lib/routeDoc';
import { nullableTextSchema } from '../../lib/schemas';
import { validateBody } from '../../lib/validation';
import { accountStateSchema, toAccountState } from '../staff-accounts/accountState';
import { STAFF_AREAS } from '../staff/staff.permissions';
import { bulkApproveSchema, reasonSchema } from '../staff/staff.schemas';
import { APPROVAL_MESSAGES, APPROVAL_PROMISE_HOURS, staffApprovalsService } from './staff-approvals.service';

const doc = routeDocs({ tags: ['Staff: approvals'], secured: true, errors: errorsOf(401, 403, 404, 409, 422) });

const waitingSchema = {
  type: 'object',
  required: [
    'id',
    'role',
    'email',
    'first_name',
    'last_name',
    'title',
    'company_name',
    'publication',
    'linkedin',
    'created_at',
    'guests_count',
    'hours_waiting',
    'overdue',
    'email_domain',
    'free_mail',
    'domain_matches',
  ],
  properties: {
    id: { type: 'integer' },
    role: { type: 'integer', description: 'expert 0, journalist 1' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    title: nullableTextSchema,
    company_name: nullableTextSchema,
    publication: { ...nullableTextSchema, description: 'A journalist’s outlet' },
    linkedin: nullableTextSchema,
    created_at: { type: 'string', description: 'Registration date' },
    guests_count: { type: 'integer', description: 'Live guests (experts)' },
    hours_waiting: { type: 'integer' },
    overdue: { type: 'boolean', description: `Waiting ${APPROVAL_PROMISE_HOURS} hours or more (the spec’s promise)` },
    email_domain: { type: 'string' },
    free_mail: { type: 'boolean', description: 'A free mail service (gmail.com, outlook.com, …)' },
    domain_matches: { type: 'boolean', description: 'The domain matches the stated company or outlet' },
  },
} as const;

const changedSchema = dataSchema(accountStateSchema, true);

/** The approval queue (support, owners): journalists and experts waiting, oldest first. */
export default async function staffApprovalRoutes(instance: FastifyInstance, { shellUrl }: { shellUrl: string }) {
  const app = typedRoutes(instance);
  const approvals = staffApprovalsService(app.db, { shellUrl });
  const guard = app.staffOnly(STAFF_AREAS.approvals);

  app.get(
    '/staff/approvals',
    {
      preHandler: guard,
      schema: doc('Accounts waiting for approval, oldest first, with what helps decide', {
        querystring: listQuerySchema(),
        response: { 200: listSchema(waitingSchema) },
      }),
    },
    async (request) => approvals.list(request.query),
  );

  app.post(
    '/staff/approvals/:id/approve',
    {
      preHandler: guard,
      schema: doc('Approve an account: it becomes active, is mailed and hears it live', {
        params: idParams,
        body: 'none',
        response: { 200: changedSchema },
      }),
    },
    async (request) => ({
      data: toAccountState(await approvals.approve(request.staff!, request.params.id)),
      message: APPROVAL_MESSAGES.APPROVED,
    }),
  );

  app.post<{ Params: { id: number }; Body: { reason: string } }>(
    '/staff/approvals/:id/reject',
    {
      preHandler: [guard, validateBody(reasonSchema)],
      schema: doc('Reject an account with a reason that is mailed to the person; the account is locked', {
        params: idParams,
        body: reasonSchema,
        response: { 200: changedSchema },
      }),
    },
    async (request) => ({
      data: toAccountState(await approvals.reject(request.staff!, request.params.id, request.body.reason)),
      message: APPROVAL_MESSAGES.REJECTED,
    }),
  );

  app.post<{ Body: { ids: number[] } }>(
    '/staff/approvals/approve',
    {
      preHandler: [guard, validateBody(bulkApproveSchema)],
      schema: doc('Approve several accounts; answers which were approved and which were not waiting', {
        body: bulkApproveSchema,
        response: {
          200: dataSchema({
            type: 'object',
            required: ['approved', 'skipped'],
            properties: {
              approved: { type: 'array', items: { type: 'integer' } },
              skipped: { type: 'array', items: { type: 'integer' } },
            },
          }),
        },
      }),
    },
    async (request) => ({ data: await approvals.approveMany(request.staff!, request.body.ids) }),
  );
}
