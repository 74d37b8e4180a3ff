import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { LIMITS } from 'mf-shared/limits';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { allowedOrigins, type Settings } from './config/settings';
import type { DatabaseHandle } from './db/database';
import { documentBodies } from './lib/routeDoc';
import { addSharedSchemas } from './lib/schemas';
import { localUploadsRoot, storageFromSettings } from './lib/storage/fromSettings';
import { configureStorage } from './lib/storage/storage';
import { setImageJobs } from './lib/media';
import { setStorageHeaders, uploadStore } from './lib/uploads';
import authenticate from './plugins/authenticate';
import database from './plugins/database';
import errors from './plugins/errors';
import background from './plugins/background';
import mailer from './plugins/mailer';
import rateLimits from './plugins/rateLimits';
import securityHeaders from './plugins/securityHeaders';
import realtime from './plugins/realtime';
import metrics from './plugins/metrics';
import adminRoutes from './resources/admin/admin.routes';
import authRoutes from './resources/auth/auth.routes';
import broadcastingRoutes from './resources/broadcasting/broadcasting.routes';
import interviewRoutes from './resources/interviews/interviews.routes';
import calendarFeedRoutes from './resources/calendar-feed/calendar-feed.routes';
import interviewReminders from './resources/interviews/interviews.reminders';
import notificationRoutes from './resources/notifications/notifications.routes';
import conversationRoutes from './resources/conversations/conversations.routes';
import contactRoutes from './resources/contact/contact.routes';
import contentRoutes from './resources/content/content.routes';
import emailTemplateRoutes from './resources/email-templates/email-templates.routes';
import guestRoutes from './resources/guests/guests.routes';
import directoryRoutes from './resources/directory/directory.routes';
import journalistContactRoutes from './resources/contacts/contacts.routes';
import savedSearchRoutes from './resources/saved-searches/saved-searches.routes';
import dashboardRoutes from './resources/dashboard/dashboard.routes';
import jobs from './plugins/jobs';
import outbox from './plugins/outbox';
import teamMemberRoutes from './resources/team-members/team-members.routes';
import newsRoutes from './resources/news/news.routes';
import eventRoutes from './resources/events/events.routes';
import faqRoutes from './resources/faq/faq.routes';
import mailboxRoutes from './resources/mailbox/mailbox.routes';
import lookupRoutes from './resources/lookups/lookups.routes';
import profileRoutes from './resources/profile/profile.routes';
import healthRoutes from './resources/health/health.routes';
import socialAuthRoutes from './resources/social-auth/social-auth.routes';
import billingRoutes from './resources/billing/billing.routes';
import accountLifecycleRoutes from './resources/account-lifecycle/account-lifecycle.routes';
import staffGuard from './resources/staff/staff.guard';
import staffRoutes from './resources/staff/staff.routes';
import staffApprovalRoutes from './resources/staff-approvals/staff-approvals.routes';
import staffAccountRoutes from './resources/staff-accounts/staff-accounts.routes';
import staffContactRoutes from './resources/staff-contact/staff-contact.routes';
import staffFiguresRoutes from './resources/staff-figures/staff-figures.routes';
import staffPaymentRoutes from './resources/staff-payments/staff-payments.routes';
import staffModerationRoutes from './resources/staff-moderation/staff-moderation.routes';
import reportRoutes from './resources/reports/reports.routes';
import auditRoutes from './resources/audit/audit.routes';
import requestRoutes from './resources/requests/requests.routes';
import pitchRoutes from './resources/pitches/pitches.routes';
import { paymentProviderFromSettings } from './lib/payments';

export interface AppOptions {
  settings: Settings;
  database: DatabaseHandle;
  /** Set by the server: lets `npm run admin` act through it. */
  adminToken?: string;
}

/** The whole API as a Fastify plugin: the server and the tests build the same thing. */
export default async function app(fastify: FastifyInstance, { settings, database: handle, adminToken }: AppOptions) {
  // External plugins first.
  await fastify.register(cors, {
    origin: allowedOrigins(settings),
    // Every method the API serves and every header the shell and the realtime client send.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With', 'X-Socket-Id'],
    maxAge: 600,
  });
  // Helmet's safe headers on every answer: the API serves JSON and user uploads, never pages to run.
  await fastify.register(securityHeaders);
  // pusher-js posts channel authorization form-encoded.
  await fastify.register(formbody);
  // News and event pictures arrive as multipart (spec section 7); one file of at most 20MB a request.
  await fastify.register(multipart, { limits: { fileSize: LIMITS.UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
  // Uploads are kept by one storage (lib/storage): an S3 bucket when S3_BUCKET is set, else
  // DATA_DIR/uploads. Every upload store on this DATA_DIR (the routes') uses it.
  const storage = storageFromSettings(settings);
  const releaseStorage = configureStorage(settings.DATA_DIR, storage);
  // Pictures are decoded and encoded one queue per process, beside password hashing (lib/media.ts).
  setImageJobs(settings.IMAGE_JOBS);
  fastify.addHook('onClose', async () => {
    releaseStorage();
    await storage.close();
  });
  const uploads = uploadStore(settings.DATA_DIR, settings.API_PUBLIC_URL, storage);
  // DATA_DIR/uploads is served back (with a bucket too: files stored before the switch, demo
  // pictures): typed by what it was stored as, never sniffed or run as a page (the temporary
  // folder .tmp is a dotfile, so never served).
  await fastify.register(fastifyStatic, {
    root: localUploadsRoot(settings.DATA_DIR),
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: setStorageHeaders,
  });
  // Uploads a crash left half-done are removed at start, then every hour.
  const sweeper = setInterval(() => void uploads.sweepTemporary().catch(() => undefined), 3_600_000).unref();
  fastify.addHook('onReady', () => uploads.sweepTemporary());
  fastify.addHook('onClose', async () => clearInterval(sweeper));
  await fastify.register(swagger, {
    // The document shows each body's yup rules; Fastify compiles only their sizes (see lib/routeDoc.ts).
    transform: documentBodies,
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'PressPoint API',
        version: '1.0.0',
        description: 'Bodies are `{ data }`; lists `{ data, meta }`; validation errors 422 `{ message, errors }`.',
      },
      servers: [{ url: settings.API_PUBLIC_URL }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // The document is built either way (a test reads it); it is served only where API_DOCS allows.
  if (settings.API_DOCS) await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Then the app's own plugins, then routes.
  await fastify.register(errors);
  await fastify.register(database, { handle });
  await fastify.register(authenticate, { idleDays: settings.TOKEN_IDLE_DAYS });
  await fastify.register(staffGuard);
  await fastify.register(mailer, { settings });
  await fastify.register(rateLimits, { settings });
  await fastify.register(background);
  await fastify.register(realtime, { settings });
  await fastify.register(jobs, { tickSeconds: settings.JOBS_TICK_S });
  await fastify.register(outbox, { settings });
  // Prometheus figures on METRICS_PORT, before the routes so every one is counted; unset: off.
  await fastify.register(metrics, { settings, database: handle });
  addSharedSchemas(fastify);

  await fastify.register(
    async (v1) => {
      await v1.register(healthRoutes);
      await v1.register(lookupRoutes);
      await v1.register(faqRoutes);
      await v1.register(profileRoutes, {
        dataDir: settings.DATA_DIR,
        publicUrl: settings.API_PUBLIC_URL,
        shellUrl: settings.SHELL_PUBLIC_URL,
      });
      await v1.register(authRoutes, {
        shellUrl: settings.SHELL_PUBLIC_URL,
        dataDir: settings.DATA_DIR,
        publicUrl: settings.API_PUBLIC_URL,
        idleDays: settings.TOKEN_IDLE_DAYS,
      });
      await v1.register(socialAuthRoutes, { settings });
      await v1.register(notificationRoutes);
      await v1.register(conversationRoutes);
      await v1.register(calendarFeedRoutes, {
        publicUrl: settings.API_PUBLIC_URL,
        shellUrl: settings.SHELL_PUBLIC_URL,
        secret: settings.CAPTCHA_HMAC_KEY,
      });
      await v1.register(interviewReminders, { shellUrl: settings.SHELL_PUBLIC_URL });
      await v1.register(interviewRoutes, {
        requestsPerHour: settings.INTERVIEW_REQUESTS_PER_HOUR,
        shellUrl: settings.SHELL_PUBLIC_URL,
      });
      await v1.register(contentRoutes);
      await v1.register(contactRoutes, { hmacKey: settings.CAPTCHA_HMAC_KEY });
      await v1.register(guestRoutes, {
        dataDir: settings.DATA_DIR,
        publicUrl: settings.API_PUBLIC_URL,
        shellUrl: settings.SHELL_PUBLIC_URL,
        maxGuests: settings.GUESTS_PER_ACCOUNT_MAX,
      });
      await v1.register(directoryRoutes, { redisUrl: settings.REDIS_URL });
      await v1.register(journalistContactRoutes, {
        dataDir: settings.DATA_DIR,
        publicUrl: settings.API_PUBLIC_URL,
        maxPrivateContacts: settings.PRIVATE_CONTACTS_MAX,
      });
      await v1.register(savedSearchRoutes, { shellUrl: settings.SHELL_PUBLIC_URL });
      await v1.register(dashboardRoutes);
      await v1.register(teamMemberRoutes, { shellUrl: settings.SHELL_PUBLIC_URL });
      await v1.register(emailTemplateRoutes);
      await v1.register(newsRoutes, { dataDir: settings.DATA_DIR, publicUrl: settings.API_PUBLIC_URL });
      const paymentProvider = paymentProviderFromSettings(settings);
      await v1.register(billingRoutes, {
        provider: paymentProvider,
        shellUrl: settings.SHELL_PUBLIC_URL,
        apiUrl: settings.API_PUBLIC_URL,
        origins: allowedOrigins(settings),
      });
      await v1.register(eventRoutes, {
        dataDir: settings.DATA_DIR,
        publicUrl: settings.API_PUBLIC_URL,
        shellUrl: settings.SHELL_PUBLIC_URL,
      });
      await v1.register(accountLifecycleRoutes, {
        shellUrl: settings.SHELL_PUBLIC_URL,
        dataDir: settings.DATA_DIR,
        publicUrl: settings.API_PUBLIC_URL,
        provider: paymentProvider,
      });
      // The operations console (issue 26): staff sign-in and what each role may do.
      await v1.register(staffRoutes, { requireTwoFactor: settings.STAFF_REQUIRE_2FA });
      await v1.register(staffApprovalRoutes, { shellUrl: settings.SHELL_PUBLIC_URL });
      await v1.register(staffAccountRoutes);
      await v1.register(staffContactRoutes);
      await v1.register(staffFiguresRoutes);
      await v1.register(staffPaymentRoutes, { provider: paymentProvider });
      await v1.register(staffModerationRoutes, { shellUrl: settings.SHELL_PUBLIC_URL });
      await v1.register(reportRoutes);
      await v1.register(auditRoutes);
      // Source requests (issue 27): the journalist's requests, the experts' opportunities and pitches.
      await v1.register(requestRoutes, { shellUrl: settings.SHELL_PUBLIC_URL });
      await v1.register(pitchRoutes);
      if (settings.API_DOCS) v1.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
    },
    { prefix: '/api/v1' },
  );
  await fastify.register(broadcastingRoutes);
  if (adminToken)
    await fastify.register(adminRoutes, {
      token: adminToken,
      shellUrl: settings.SHELL_PUBLIC_URL,
      staffRequireTwoFactor: settings.STAFF_REQUIRE_2FA,
    });
  // The local mailbox of the embedded default (no SMTP server, not production), for this machine only.
  if (!settings.SMTP_URL && settings.NODE_ENV !== 'production') await fastify.register(mailboxRoutes);
}
