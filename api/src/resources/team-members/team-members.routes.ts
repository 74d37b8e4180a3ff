import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import {
  TEAM_MESSAGES,
  teamAcceptSchema,
  teamInviteSchema,
  type TeamAccept,
  type TeamInvite,
} from 'mf-shared/validation';
import { requireActive } from '../../lib/access';
import {
  dataSchema,
  errorsOf,
  idParams,
  integer,
  messageSchema,
  nullableTextSchema,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { sessionSchema } from '../profile/user.dto';
import { teamMembersService } from './team-members.service';

export const ONLY_EXPERTS_TEAM = 'Only experts have a team';

const memberSchema = {
  type: 'object',
  required: ['id', 'first_name', 'last_name', 'email', 'title', 'invited_at', 'accepted_at', 'last_sign_in_at'],
  properties: {
    id: integer,
    first_name: text,
    last_name: text,
    email: text,
    title: nullableTextSchema,
    invited_at: nullableTextSchema,
    accepted_at: { ...nullableTextSchema, description: 'null while the invitation is open' },
    last_sign_in_at: nullableTextSchema,
  },
} as const;

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const doc = routeDocs({ tags: ['Team members'], secured: true, errors: errorsOf(401, 403, 404, 422) });

/** An expert account's team: invite by email, list, resend, remove; accept from the mailed link. */
export default async function teamMemberRoutes(instance: FastifyInstance, { shellUrl }: { shellUrl: string }) {
  const app = typedRoutes(instance);
  const team = teamMembersService(app.db, {
    sendMail: (mail) => app.outbox.mail(mail),
    shellUrl,
    writeLimits: app.writeLimits,
  });
  const guard = [app.authenticate, requireActive(ROLE.EXPERT, ONLY_EXPERTS_TEAM)];
  /** Signs the request in when it carries a token; an invitation can also be accepted without one. */
  const maybeSignedIn = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.get(
    '/team-members',
    {
      preHandler: guard,
      schema: doc('The account’s team members, the newest invitation first (owner only)', {
        response: { 200: dataSchema({ type: 'array', items: memberSchema }) },
      }),
    },
    async (request) => ({ data: await team.list(request.user!) }),
  );

  app.post<{ Body: TeamInvite }>(
    '/team-members/invite',
    {
      config: { writeLimit: 'teamInvite' },
      preHandler: [...guard, validateBody(teamInviteSchema)],
      schema: doc('Invite someone by email to manage the account (owner only); mails an accept link', {
        body: teamInviteSchema,
        response: { 201: dataSchema(memberSchema, true) },
      }),
    },
    async (request, reply) =>
      reply.code(201).send({ data: await team.invite(request.user!, request.body), message: TEAM_MESSAGES.INVITED }),
  );

  app.post(
    '/team-members/:id/resend',
    {
      // Invitations and resends share the account's count.
      config: { writeLimit: 'teamInvite' },
      preHandler: guard,
      schema: doc('Mail a new invitation link (the old one stops working)', {
        params: idParams,
        body: 'none',
        response: { 200: dataSchema(memberSchema, true) },
      }),
    },
    async (request) => ({ data: await team.resend(request.user!, request.params.id), message: TEAM_MESSAGES.RESENT }),
  );

  app.delete(
    '/team-members/:id',
    {
      preHandler: guard,
      schema: doc('Remove a team member; their sessions end', { params: idParams, response: { 200: messageSchema } }),
    },
    async (request) => {
      await team.remove(request.user!, request.params.id);
      return { message: TEAM_MESSAGES.REMOVED };
    },
  );

  app.get(
    '/team-invitations/:token',
    {
      schema: {
        ...doc('Who invites, to which account, and whether the invited email has an account already', {
          params: tokenParams,
          response: {
            200: dataSchema({
              type: 'object',
              required: ['account_name', 'company_name', 'email', 'first_name', 'has_account'],
              properties: {
                account_name: text,
                company_name: nullableTextSchema,
                email: text,
                first_name: text,
                has_account: { type: 'boolean' },
              },
            }),
          },
        }),
        security: [],
      },
    },
    async (request) => ({ data: await team.describe(request.params.token) }),
  );

  app.post<{ Params: { token: string }; Body: TeamAccept }>(
    '/team-invitations/:token/accept',
    {
      preHandler: [maybeSignedIn, validateBody(teamAcceptSchema)],
      schema: doc('Accept: a new member chooses a password; one with an account signs in first. Answers a session', {
        params: tokenParams,
        body: teamAcceptSchema,
        response: {
          200: { ...sessionSchema, properties: { ...sessionSchema.properties, message: text } },
        },
      }),
    },
    async (request) => ({
      ...(await team.accept(request.params.token, request.body, request.user ?? null)),
      message: TEAM_MESSAGES.ACCEPTED,
    }),
  );
}
