import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  expertCompletionSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordOnlySchema,
  registrationSchema,
  resetPasswordSchema,
} from 'mf-shared/validation';
import { number, object, string } from 'yup';
import type { MultipartFile } from '@fastify/multipart';
import { guestSchema } from 'mf-shared/validation';
import { LIST_FORM_LIMITS } from '../../lib/multipart';
import { errorResponses, messageError, messageSchema as message, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { sessionSchema, userSchema } from '../profile/user.dto';
import { GUEST_IMAGE_RULES, uploadStore } from '../../lib/uploads';
import { withGuestForm } from '../guests/guests.routes';
import { ROLE } from 'mf-shared/roles';
import { authService, MESSAGES, type LoginInput, type RegistrationInput } from './auth.service';

/** The job that ends expired sessions (`scheduled_jobs`). */
export const EXPIRED_SESSIONS_JOB = 'expired-sessions';

// 429 carries Retry-After (seconds); 503 too (database or Redis unavailable).
const errors = { ...errorResponses, 403: messageError, 418: messageError, 429: messageError, 503: messageError };
const doc = routeDocs({ tags: ['Auth'], errors });
const securedDoc = routeDocs({ tags: ['Auth'], secured: true, errors });

const revokedSchema = {
  type: 'object',
  required: ['message', 'data'],
  properties: {
    message: { type: 'string' },
    data: { type: 'object', required: ['revoked'], properties: { revoked: { type: 'integer' } } },
  },
} as const;

const loginBody = loginSchema.shape({ secret: string().trim().optional(), recovery_code: string().trim().optional() });
const completionBody = expertCompletionSchema.shape({ expert_id: number().required().integer() });
const codeBody = object({ code: string().trim().required('This field is required') });

/** Registration step 2's body: the guest form, with an optional `video` link and `avatar` file. */
const firstGuestBody = guestSchema.shape({
  video: string().trim().optional().meta({ description: 'A YouTube or Vimeo link' }),
});

/**
 * The auth service as the app wires it: mail through the outbox, the shared rate limits, work
 * after the answer in the background. Sign-in, the profile and social sign-in use this one.
 */
export function appAuthService(app: FastifyInstance, shellUrl: string) {
  return authService(app.db, {
    sendMail: (mail) => app.outbox.mail(mail),
    shellUrl,
    rateLimits: app.rateLimits,
    runInBackground: (name, task) => app.background.run(name, task),
  });
}

export default async function authRoutes(
  instance: FastifyInstance,
  {
    shellUrl,
    dataDir,
    publicUrl,
    idleDays,
  }: { shellUrl: string; dataDir: string; publicUrl: string; idleDays: number },
) {
  const app = typedRoutes(instance);
  const auth = appAuthService(app, shellUrl);
  // A session that expires answers 401 at once; this also closes the sockets it opened.
  app.jobs.add({ name: EXPIRED_SESSIONS_JOB, everyMs: 60_000, run: () => auth.endExpiredSessions(idleDays) });

  for (const [url, role] of [
    ['/auth/registration-journalist', ROLE.JOURNALIST],
    ['/auth/registration-expert', ROLE.EXPERT],
  ] as const) {
    app.post<{ Body: RegistrationInput }>(
      url,
      {
        preHandler: validateBody(registrationSchema),
        schema: doc(`Register (${role ? 'journalist' : 'expert step 1'})`, {
          body: registrationSchema,
          response: { 201: sessionSchema },
        }),
      },
      async (request, reply) => reply.code(201).send(await auth.register(role, request.body)),
    );
  }

  const uploads = uploadStore(dataDir, publicUrl);
  const receiveImage = (file: MultipartFile) => uploads.receive(file, 'guests', GUEST_IMAGE_RULES);
  app.post(
    '/auth/registration-expert-step2',
    {
      preHandler: app.authenticate,
      schema: securedDoc(
        'Registration step 2: the first guest (guest form, lists as name[]; optional avatar file and video link); status MUST_ADD_GUEST → MUST_PAY',
        {
          body: firstGuestBody,
          consumes: ['multipart/form-data', 'application/json'],
          response: {
            200: {
              type: 'object',
              required: ['data', 'user', 'message'],
              properties: {
                data: { type: 'object', required: ['user'], properties: { user: userSchema } },
                user: { ...userSchema, description: 'Also at the top level, as the other registration answers' },
                message: { type: 'string' },
              },
            },
          },
        },
      ),
    },
    async (request) => {
      const { user } = await withGuestForm(
        request,
        { avatar: receiveImage, guest_company_logo: receiveImage, manager_company_logo: receiveImage },
        (body, files) => auth.addFirstGuest(request.user!, body, files),
        { ...LIST_FORM_LIMITS, files: 3 },
      );
      return { data: { user }, user, message: MESSAGES.FIRST_GUEST_ADDED };
    },
  );

  app.post<{ Body: LoginInput }>(
    '/auth/login',
    {
      preHandler: validateBody(loginBody),
      schema: doc('Sign in; 418 asks for the authenticator code', {
        body: loginBody,
        response: { 200: sessionSchema },
      }),
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.authenticate,
      schema: securedDoc('Sign out: the token is revoked', { body: 'none', response: { 200: message } }),
    },
    async (request) => {
      await auth.logout(request.tokenHash!);
      return { message: 'Logged out' };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/auth/forgot-password',
    {
      preHandler: validateBody(forgotPasswordSchema),
      schema: doc('Mail a reset link (same answer for any email)', {
        body: forgotPasswordSchema,
        response: { 200: message },
      }),
    },
    async (request) => {
      auth.forgotPassword(request.body.email);
      return { message: MESSAGES.RESET_SENT };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/password/reset',
    {
      preHandler: validateBody(resetPasswordSchema),
      schema: doc('Set a new password with a reset token', { body: resetPasswordSchema, response: { 200: message } }),
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: 'Your password has been reset.' };
    },
  );

  app.post<{ Body: { current_password: string; password: string } }>(
    '/auth/password/change',
    {
      preHandler: [app.authenticate, validateBody(changePasswordSchema)],
      schema: securedDoc('Change the password; other sessions end', {
        body: changePasswordSchema,
        response: { 200: message },
      }),
    },
    async (request) => {
      await auth.changePassword(
        request.user!,
        request.tokenHash!,
        request.body.current_password,
        request.body.password,
        request.ip,
      );
      return { message: 'Your password has been changed.' };
    },
  );

  const setup = {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'object',
        required: ['secret', 'otpauth_url', 'qr_svg'],
        properties: { secret: { type: 'string' }, otpauth_url: { type: 'string' }, qr_svg: { type: 'string' } },
      },
    },
  };
  const codes = {
    type: 'object',
    properties: {
      data: { type: 'object', properties: { recovery_codes: { type: 'array', items: { type: 'string' } } } },
    },
  };

  // Starting a setup replaces the secret and turns a factor that is on off until confirmed: it needs the password.
  app.post<{ Body: { password: string } }>(
    '/auth/two-factor',
    {
      preHandler: [app.authenticate, validateBody(passwordOnlySchema)],
      schema: securedDoc('Start authenticator setup (needs the password): secret, otpauth URI and QR code', {
        body: passwordOnlySchema,
        response: { 200: setup },
      }),
    },
    async (request) => ({ data: await auth.startTwoFactor(request.user!, request.body.password, request.ip) }),
  );
  app.post<{ Body: { code: string } }>(
    '/auth/two-factor/confirm',
    {
      preHandler: [app.authenticate, validateBody(codeBody)],
      schema: securedDoc('Confirm with a code: two-factor on, 8 recovery codes shown once', {
        body: codeBody,
        response: { 200: codes },
      }),
    },
    async (request) => ({ data: { recovery_codes: await auth.confirmTwoFactor(request.user!, request.body.code) } }),
  );
  app.post<{ Body: { password: string } }>(
    '/auth/two-factor/recovery-codes',
    {
      preHandler: [app.authenticate, validateBody(passwordOnlySchema)],
      schema: securedDoc('Replace the recovery codes', { body: passwordOnlySchema, response: { 200: codes } }),
    },
    async (request) => ({
      data: { recovery_codes: await auth.replaceRecoveryCodes(request.user!, request.body.password, request.ip) },
    }),
  );
  app.delete<{ Body: { password: string } }>(
    '/auth/two-factor',
    {
      preHandler: [app.authenticate, validateBody(passwordOnlySchema)],
      schema: securedDoc('Turn two-factor off (needs the password)', {
        body: passwordOnlySchema,
        response: { 200: message },
      }),
    },
    async (request) => {
      await auth.disableTwoFactor(request.user!, request.body.password, request.ip);
      return { message: 'Two-factor authentication is off.' };
    },
  );

  // It needs the password, so that a stolen token alone cannot sign the owner out everywhere.
  app.post<{ Body: { password: string } }>(
    '/auth/sessions/revoke-others',
    {
      preHandler: [app.authenticate, validateBody(passwordOnlySchema)],
      schema: securedDoc(
        'Sign out of all other sessions (needs the password): every token of the user but this one is revoked',
        { body: passwordOnlySchema, response: { 200: revokedSchema } },
      ),
    },
    async (request) => {
      const revoked = await auth.revokeOtherSessions(
        request.user!,
        request.tokenHash!,
        request.body.password,
        request.ip,
      );
      return { message: MESSAGES.OTHER_SESSIONS_ENDED, data: { revoked } };
    },
  );

  app.post<{ Body: { companyName: string; title: string; phone: string; expert_id: number } }>(
    '/expert/complete-registration',
    {
      preHandler: [app.authenticate, validateBody(completionBody)],
      schema: securedDoc('Expert completion dialog; answers data.user and data.access_token', {
        body: completionBody,
        response: { 200: sessionSchema },
      }),
    },
    async (request) => auth.completeExpert(request.user!, request.body),
  );
}
