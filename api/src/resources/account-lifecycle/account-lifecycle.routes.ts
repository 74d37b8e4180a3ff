import type { FastifyInstance } from 'fastify';
import { passwordOnlySchema } from 'mf-shared/validation';
import { STATUS } from 'mf-shared/roles';
import type { PaymentProvider } from '../../lib/payments';
import { dataSchema, errorsOf, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { idParams } from '../../lib/schemas';
import { uploadStore } from '../../lib/uploads';
import { validateBody } from '../../lib/validation';
import { appAuthService } from '../auth/auth.routes';
import { visibleStatus } from '../accounts/accounts.service';
import { accountLifecycleService } from './account-lifecycle.service';

const doc = routeDocs({ tags: ['Auth'], secured: true, errors: errorsOf(401, 404, 409, 422, 429) });

/** The account's state after a deletion is asked or cancelled (the profile is read again after). */
const stateSchema = dataSchema(
  {
    type: 'object',
    required: ['status', 'date_deleting'],
    properties: {
      status: { type: 'integer', enum: Object.values(STATUS), description: '9 while a deletion date is set' },
      date_deleting: { type: ['string', 'null'] },
    },
  },
  true,
);

const exportSchema = {
  type: 'object',
  required: ['id', 'status', 'size_bytes', 'created_at', 'ready_at', 'expires_at'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: ['queued', 'ready', 'failed'] },
    size_bytes: { type: ['integer', 'null'] },
    created_at: { type: 'string' },
    ready_at: { type: ['string', 'null'] },
    expires_at: { type: ['string', 'null'] },
  },
} as const;

/** The daily deletion run and the export run (minutes: an archive is mailed soon after it is asked). */
export const DELETION_JOB = 'account-deletion';
export const EXPORT_JOB = 'account-export';

/**
 * The signed-in person's own account lifecycle (issue 26): delete (with the password), restore,
 * and download my data. A team member deletes or exports their own account, not the owner's.
 */
export default async function accountLifecycleRoutes(
  instance: FastifyInstance,
  {
    shellUrl,
    dataDir,
    publicUrl,
    provider,
  }: { shellUrl: string; dataDir: string; publicUrl: string; provider: PaymentProvider },
) {
  const app = typedRoutes(instance);
  const auth = appAuthService(app, shellUrl);
  const uploads = uploadStore(dataDir, publicUrl);
  const lifecycle = accountLifecycleService(app.db, {
    shellUrl,
    checkPassword: (user, password, ip) => auth.checkPassword(user, password, ip),
    discardFile: (url) => uploads.discardUrl(url),
    provider,
    log: app.log,
  });
  app.jobs.add({ name: DELETION_JOB, everyMs: 24 * 3_600_000, run: () => lifecycle.runDeletions() });
  app.jobs.add({ name: EXPORT_JOB, everyMs: 60_000, run: () => lifecycle.runExports() });

  const state = (user: { status: number; date_deleting: string | null }) => ({
    status: visibleStatus(user),
    date_deleting: user.date_deleting,
  });

  app.post<{ Body: { password: string } }>(
    '/profile/delete',
    {
      preHandler: [app.authenticate, validateBody(passwordOnlySchema)],
      schema: doc(
        'Delete my account (needs the password): it reads WILL_BE_DELETED for 30 days and can be restored until then',
        { body: passwordOnlySchema, response: { 200: stateSchema } },
      ),
    },
    async (request) => {
      const { user, message } = await lifecycle.scheduleDeletion(request.user!, request.body.password, request.ip);
      return { data: state(user), message };
    },
  );

  app.post(
    '/profile/restore',
    {
      preHandler: app.authenticate,
      schema: doc('Restore my account: the scheduled deletion is cancelled (409 when none is)', {
        body: 'none',
        response: { 200: stateSchema },
      }),
    },
    async (request) => {
      const { user, message } = await lifecycle.restore(request.user!);
      return { data: state(user), message };
    },
  );

  app.post(
    '/profile/export',
    {
      preHandler: app.authenticate,
      config: { writeLimit: 'dataExport' },
      schema: doc('Download my data: a JSON archive is made by a job and mailed when ready (409 while one is made)', {
        body: 'none',
        response: {
          202: dataSchema({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }, true),
        },
      }),
    },
    async (request, reply) => {
      const { id, message } = await lifecycle.requestExport(request.user!);
      return reply.code(202).send({ data: { id }, message });
    },
  );

  app.get(
    '/profile/exports',
    {
      preHandler: app.authenticate,
      schema: doc('My data archives, the newest first, each kept 7 days', {
        response: { 200: dataSchema({ type: 'array', items: exportSchema }) },
      }),
    },
    async (request) => ({ data: await lifecycle.listExports(request.user!) }),
  );

  app.get(
    '/profile/exports/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...doc('One of my data archives, as a JSON download (404 for anyone else’s, or once expired)', {
          params: idParams,
          response: { 200: { type: 'string', description: 'application/json' } },
        }),
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const { archive, fileName } = await lifecycle.download(request.user!, request.params.id);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(archive);
    },
  );
}
