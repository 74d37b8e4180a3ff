import type { FastifyInstance, FastifyReply } from 'fastify';
import { number, object, string } from 'yup';
import { expertCompletionSchema } from 'mf-shared/validation';
import type { Settings } from '../../config/settings';
import { socialProviders } from '../../lib/oidc/providers';
import { errorResponses, messageError, messageSchema, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { appAuthService } from '../auth/auth.routes';
import { userSchema } from '../profile/user.dto';
import { socialAuthService, type SocialOutcome } from './social-auth.service';

/** 409 either asks for the existing account's password (`link_token`) or refuses (message only). */
const linkNeeded = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    link_token: { type: 'string', description: 'Send it with the password to POST /auth/social/link' },
  },
} as const;
/** 418: the account has two-factor on; its code and `challenge_token` complete the sign-in. */
const twoFactorNeeded = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    challenge_token: {
      type: 'string',
      description: 'Send it with the authenticator `secret` or a `recovery_code` to POST /auth/social/two-factor',
    },
  },
} as const;
const errors = {
  ...errorResponses,
  403: messageError,
  409: linkNeeded,
  418: twoFactorNeeded,
  429: messageError,
  503: messageError,
};
const doc = routeDocs({ tags: ['Social sign-in'], errors });
const securedDoc = routeDocs({ tags: ['Social sign-in'], secured: true, errors });

/** A session, under `data` as spec section 7 reads it, and at the top level as login answers. */
const socialSession = {
  type: 'object',
  required: ['data', 'access_token', 'user'],
  properties: {
    data: {
      type: 'object',
      required: ['access_token', 'user'],
      properties: { access_token: { type: 'string' }, user: userSchema },
    },
    access_token: { type: 'string' },
    user: userSchema,
  },
} as const;

const userTypeParam = {
  type: 'string',
  enum: ['0', '1', 'expert', 'journalist'],
  description: '0 or expert, 1 or journalist (browser storage): the role of a new account',
} as const;

/** What the starting browser kept from `start`; a missing or wrong one is refused by the service (the trip is spent). */
const bindingRule = () =>
  string().trim().optional().max(128).meta({ description: 'The `binding` that `start` gave this browser' });
const googleBody = object({ binding: bindingRule() });
const linkedinBody = object({
  state: string().trim().required('This field is required').max(128),
  iss: string().trim().optional().max(512),
  binding: bindingRule(),
});
const linkBody = object({
  link_token: string().trim().required('This field is required').max(128),
  password: string().required('This field is required'),
});
const twoFactorBody = object({
  challenge_token: string().trim().required('This field is required').max(128),
  // One of the two, as the login's authenticator step sends it.
  secret: string()
    .trim()
    .max(64)
    .when('recovery_code', ([recovery], s) => (recovery ? s.optional() : s.required('This field is required')))
    .meta({ description: 'The code from the authenticator app (or send recovery_code instead)' }),
  recovery_code: string().trim().optional().max(64).meta({ description: 'A one-time recovery code' }),
});
const completionBody = expertCompletionSchema.shape({ expert_id: number().required().integer() });

function answer(reply: FastifyReply, outcome: SocialOutcome) {
  if (outcome.kind === 'link')
    return reply.code(409).send({ message: outcome.message, link_token: outcome.link_token });
  if (outcome.kind === 'two-factor')
    return reply.code(418).send({ message: outcome.message, challenge_token: outcome.challenge_token });
  return reply.send({ data: outcome.session, ...outcome.session });
}

export default async function socialAuthRoutes(
  instance: FastifyInstance,
  {
    settings,
    providers = socialProviders(settings),
  }: { settings: Settings; providers?: ReturnType<typeof socialProviders> },
) {
  const app = typedRoutes(instance);
  const auth = appAuthService(app, settings.SHELL_PUBLIC_URL);
  const social = socialAuthService(app.db, {
    providers,
    rateLimits: app.rateLimits,
    sendPasswordLink: (email) => auth.sendResetLink(email),
  });

  app.get(
    '/auth/social/providers',
    {
      schema: doc('Which social sign-in providers are configured (their buttons are on)', {
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['google', 'linkedin'],
                properties: { google: { type: 'boolean' }, linkedin: { type: 'boolean' } },
              },
            },
          },
        },
      }),
    },
    async () => ({ data: social.providers() }),
  );

  app.get(
    '/auth/social/:provider/start',
    {
      schema: doc('Start a round trip: the provider URL to send the browser to (state, nonce; PKCE for LinkedIn)', {
        params: {
          type: 'object',
          required: ['provider'],
          properties: { provider: { type: 'string', enum: ['google', 'linkedin'] } },
        },
        querystring: { type: 'object', required: ['userType'], properties: { userType: userTypeParam } },
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['url', 'binding'],
                properties: {
                  url: { type: 'string' },
                  binding: {
                    type: 'string',
                    description: 'Kept by this browser only (sessionStorage) and sent back with the callback',
                  },
                },
              },
            },
          },
        },
      }),
    },
    async (request) => ({
      data: await social.start(request.params.provider, request.query.userType, request.ip),
    }),
  );

  app.post<{ Params: { token: string; userType: string }; Body: { binding?: string } | undefined }>(
    '/journalist/social-auth/google/:token/:userType',
    {
      preHandler: validateBody(googleBody),
      schema: doc(
        'Sign in with a Google ID token (signature, audience, issuer, expiry checked); 409 asks for a link, 418 for the code',
        {
          params: {
            type: 'object',
            required: ['token', 'userType'],
            properties: { token: { type: 'string', maxLength: 4096 }, userType: userTypeParam },
          },
          body: googleBody,
          response: { 200: socialSession },
        },
      ),
    },
    async (request, reply) =>
      answer(reply, await social.google(request.params.token, request.params.userType, request.body?.binding)),
  );

  app.post<{ Params: { code: string; userType: string }; Body: { state: string; iss?: string; binding?: string } }>(
    '/journalist/social-auth/linkedin/:code/:userType',
    {
      preHandler: validateBody(linkedinBody),
      schema: doc(
        'Sign in with a LinkedIn code and the state it came back with; 409 asks for a link, 418 for the code',
        {
          params: {
            type: 'object',
            required: ['code', 'userType'],
            properties: { code: { type: 'string', maxLength: 2048 }, userType: userTypeParam },
          },
          body: linkedinBody,
          response: { 200: socialSession },
        },
      ),
    },
    async (request, reply) =>
      answer(reply, await social.linkedin(request.params.code, request.params.userType, request.body)),
  );

  app.post<{ Body: { link_token: string; password: string } }>(
    '/auth/social/link',
    {
      preHandler: validateBody(linkBody),
      schema: doc(
        "Link a provider's sign-in to the existing account of its email: that account's password; 418 asks for the code",
        { body: linkBody, response: { 200: socialSession } },
      ),
    },
    async (request, reply) =>
      answer(reply, await social.link(request.body.link_token, request.body.password, request.ip)),
  );

  app.post<{ Body: { challenge_token: string; secret?: string; recovery_code?: string } }>(
    '/auth/social/two-factor',
    {
      preHandler: validateBody(twoFactorBody),
      schema: doc('Complete a social sign-in of an account with two-factor on: the 418 challenge and its code', {
        body: twoFactorBody,
        response: { 200: socialSession },
      }),
    },
    async (request, reply) => {
      const { challenge_token, ...code } = request.body;
      return answer(reply, { kind: 'session', session: await social.twoFactor(challenge_token, code, request.ip) });
    },
  );

  app.post(
    '/password/create',
    {
      preHandler: app.authenticate,
      schema: securedDoc(
        'An account made by social sign-in asks for its first password: a link mailed to its address sets it (POST /password/reset) and ends every session',
        { body: 'none', response: { 200: messageSchema } },
      ),
    },
    async (request) => ({ message: await social.createPassword(request.user!) }),
  );

  app.post<{ Body: { companyName: string; title: string; phone: string; expert_id: number } }>(
    '/expert/social-auth/updation',
    {
      preHandler: [app.authenticate, validateBody(completionBody)],
      schema: securedDoc('An expert made by social sign-in completes the account, then goes on at step 2', {
        body: completionBody,
        response: { 200: socialSession },
      }),
    },
    async (request, reply) =>
      answer(reply, { kind: 'session', session: await auth.completeExpert(request.user!, request.body) }),
  );
}
