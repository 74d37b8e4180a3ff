import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  PROFILE_MESSAGES,
  companySchema,
  emailChangeSchema,
  emailConfirmSchema,
  profileSchema,
  type CompanyInput,
  type EmailChangeInput,
  type EmailConfirmInput,
  type ProfileInput,
} from 'mf-shared/validation';
import { withMultipartForm } from '../../lib/multipart';
import { dataSchema, errorsOf, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { uploadStore } from '../../lib/uploads';
import { validateBody } from '../../lib/validation';
import { appAuthService } from '../auth/auth.routes';
import { profileService } from './profile.service';
import { userSchema } from './user.dto';

const doc = routeDocs({ tags: ['Auth'], secured: true, errors: errorsOf(401, 403, 422, 429) });
/** The email confirmation link may be opened in any browser, signed in or not: the token is the proof. */
const publicDoc = routeDocs({ tags: ['Auth'], errors: errorsOf(422) });

/** GET /profile's user: the user, and for a team member the account they act for. */
export const profileUserSchema = {
  ...userSchema,
  properties: {
    ...userSchema.properties,
    team_account: {
      type: ['object', 'null'],
      description: 'The expert account a team member acts for; null for an account owner',
      required: ['id', 'name', 'company_name'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        company_name: { type: ['string', 'null'] },
      },
    },
  },
} as const;

/** The signed-in user's profile: read it, change the personal info, photo, sign-in email and company. */
export default async function profileRoutes(
  instance: FastifyInstance,
  { dataDir, publicUrl, shellUrl }: { dataDir: string; publicUrl: string; shellUrl: string },
) {
  const app = typedRoutes(instance);
  const auth = appAuthService(app, shellUrl);
  const profile = profileService(app.db, {
    uploads: uploadStore(dataDir, publicUrl),
    checkPassword: (user, password, ip) => auth.checkPassword(user, password, ip),
    sendMail: (mail) => app.outbox.mail(mail),
    shellUrl,
  });
  const answer = dataSchema(profileUserSchema, true);

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: doc('The signed-in user, read at data.data', { response: { 200: dataSchema(profileUserSchema) } }),
    },
    async (request) => ({ data: await profile.read(request.user!) }),
  );

  app.post<{ Body: ProfileInput }>(
    '/profile/update',
    {
      preHandler: [app.authenticate, validateBody(profileSchema)],
      schema: doc('Change the personal info: name, title, work phone, LinkedIn', {
        body: profileSchema,
        response: { 200: answer },
      }),
    },
    async (request) => ({
      data: await profile.update(request.user!, request.body),
      message: PROFILE_MESSAGES.UPDATED,
    }),
  );

  app.post(
    '/profile/avatar',
    {
      preHandler: app.authenticate,
      config: { writeLimit: 'upload' },
      schema: doc('Set the profile photo (file avatar: jpeg, png or gif, up to 20MB; type read from the content)', {
        body: {
          type: 'object',
          required: ['avatar'],
          properties: { avatar: { type: 'string', format: 'binary', description: 'jpeg, png or gif, up to 20MB' } },
        },
        multipart: true,
        response: { 200: answer },
      }),
    },
    async (request) => {
      const user = await withMultipartForm(
        request,
        { avatar: (file: MultipartFile) => profile.receiveAvatar(file) },
        ({ files }) => profile.setAvatar(request.user!, files.avatar),
      );
      return { data: await profile.read(user), message: PROFILE_MESSAGES.AVATAR_UPDATED };
    },
  );

  app.post(
    '/profile/company-logo',
    {
      preHandler: app.authenticate,
      config: { writeLimit: 'upload' },
      schema: doc('Set the company logo (file company_logo: jpeg, png or gif, up to 20MB; the account owner only)', {
        body: {
          type: 'object',
          required: ['company_logo'],
          properties: {
            company_logo: { type: 'string', format: 'binary', description: 'jpeg, png or gif, up to 20MB' },
          },
        },
        multipart: true,
        response: { 200: answer },
      }),
    },
    async (request) => {
      const user = await withMultipartForm(
        request,
        { company_logo: (file: MultipartFile) => profile.receiveCompanyLogo(request.user!, file) },
        ({ files }) => profile.setCompanyLogo(request.user!, files.company_logo),
      );
      return { data: await profile.read(user), message: PROFILE_MESSAGES.COMPANY_LOGO_UPDATED };
    },
  );

  app.post<{ Body: EmailChangeInput }>(
    '/profile/email',
    {
      config: { writeLimit: 'emailChange' },
      preHandler: [app.authenticate, validateBody(emailChangeSchema)],
      schema: doc(
        'Ask to change the sign-in email, with the password (checks are throttled): a link goes to the new address and a notice to the current one; the email changes when the link is opened (POST /profile/email/confirm)',
        { body: emailChangeSchema, response: { 200: answer } },
      ),
    },
    async (request) => {
      const { user, message } = await profile.changeEmail(request.user!, request.body, request.ip);
      return { data: user, message };
    },
  );

  app.post<{ Body: EmailConfirmInput }>(
    '/profile/email/confirm',
    {
      preHandler: validateBody(emailConfirmSchema),
      schema: publicDoc('Confirm a sign-in email change with the token of the link mailed to the new address', {
        body: emailConfirmSchema,
        response: {
          200: {
            type: 'object',
            required: ['data', 'message'],
            properties: {
              data: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
              message: { type: 'string' },
            },
          },
        },
      }),
    },
    async (request) => {
      const data = await profile.confirmEmail(request.body.token);
      return { data, message: PROFILE_MESSAGES.EMAIL_CHANGED };
    },
  );

  app.post<{ Body: CompanyInput }>(
    '/profile/company',
    {
      preHandler: [app.authenticate, validateBody(companySchema)],
      schema: doc('Change the company name and description (the account owner only)', {
        body: companySchema,
        response: { 200: answer },
      }),
    },
    async (request) => ({
      data: await profile.setCompany(request.user!, request.body),
      message: PROFILE_MESSAGES.COMPANY_UPDATED,
    }),
  );
}
