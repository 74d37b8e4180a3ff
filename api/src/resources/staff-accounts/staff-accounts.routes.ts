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
import { STAFF_AREAS } from '../staff/staff.permissions';
import { reasonSchema } from '../staff/staff.schemas';
import { accountStateSchema, toAccountState } from './accountState';
import { ACCOUNT_ACTIONS, staffAccountsService, type AccountAction } from './staff-accounts.service';

const doc = routeDocs({ tags: ['Staff: accounts'], secured: true, errors: errorsOf(401, 403, 404, 409, 422) });

const accountSchema = {
  type: 'object',
  required: [
    'id',
    'role',
    'status',
    'date_deleting',
    'deleted_at',
    'email',
    'first_name',
    'last_name',
    'company_name',
    'approved_at',
    'locked_at',
    'created_at',
    'last_sign_in_at',
    'guests_count',
    'subscription',
    'team_owner',
    'team_members_count',
  ],
  properties: {
    id: { type: 'integer' },
    role: { type: 'integer', description: 'expert 0, journalist 1' },
    status: { type: 'integer', description: 'section 4; 9 when date_deleting is set' },
    date_deleting: nullableTextSchema,
    deleted_at: {
      ...nullableTextSchema,
      description: 'When the deletion job anonymised the account; no action applies',
    },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    company_name: nullableTextSchema,
    approved_at: nullableTextSchema,
    locked_at: nullableTextSchema,
    created_at: { type: 'string' },
    last_sign_in_at: { ...nullableTextSchema, description: 'The newest session’s start; null if never signed in' },
    guests_count: { type: 'integer' },
    subscription: {
      type: ['object', 'null'],
      description: 'The newest subscription of the account',
      required: ['plan', 'status', 'current_period_end'],
      properties: { plan: { type: 'string' }, status: { type: 'string' }, current_period_end: nullableTextSchema },
    },
    team_owner: {
      type: ['object', 'null'],
      description: 'For a team member: the account they act for',
      required: ['id', 'email'],
      properties: { id: { type: 'integer' }, email: { type: 'string' } },
    },
    team_members_count: { type: 'integer', description: 'For an expert account: its team members' },
  },
} as const;

const SUMMARIES: Record<AccountAction, string> = {
  lock: 'Lock an account: its sessions and sockets end (LOCKED_BY_ADMIN)',
  unlock: 'Unlock an account (active again; an expert with nothing paid must pay; an unapproved one waits)',
  'schedule-deletion': 'Schedule the account’s deletion (it reads WILL_BE_DELETED until restored)',
  restore: 'Cancel a scheduled deletion',
};

/** Accounts in the console (support, owners): search, lock, unlock, schedule deletion, restore. */
export default async function staffAccountRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const accounts = staffAccountsService(app.db);
  const guard = app.staffOnly(STAFF_AREAS.accounts);

  app.get(
    '/staff/accounts',
    {
      preHandler: guard,
      schema: doc('Journalists and experts, searched by name or email', {
        querystring: listQuerySchema({ q: { type: 'string', maxLength: 255 } }),
        response: { 200: listSchema(accountSchema) },
      }),
    },
    async (request) => {
      const { q, ...paging } = request.query;
      return accounts.list(q, paging);
    },
  );

  for (const action of ACCOUNT_ACTIONS) {
    app.post<{ Params: { id: number }; Body: { reason: string } }>(
      `/staff/accounts/:id/${action}`,
      {
        preHandler: [guard, validateBody(reasonSchema)],
        schema: doc(SUMMARIES[action], {
          params: idParams,
          body: reasonSchema,
          response: { 200: dataSchema(accountStateSchema, true) },
        }),
      },
      async (request) => {
        const { user, message } = await accounts.act(request.staff!, action, request.params.id, request.body.reason);
        return { data: toAccountState(user), message };
      },
    );
  }
}
