import type { MultipartFile } from '@fastify/multipart';
import { PROFILE_MESSAGES, type CompanyInput, type EmailChangeInput, type ProfileInput } from 'mf-shared/validation';
import { ROLE } from 'mf-shared/roles';
import type { Database } from '../../db/database';
import { GUEST_IMAGE_RULES, type StoredFile, type uploadStore } from '../../lib/uploads';
import { fieldError } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { accountsService, type UserRow } from '../accounts/accounts.service';
import { MESSAGES as AUTH_MESSAGES } from '../auth/auth.service';
import { toUserDto } from './user.dto';
import { profileRepository } from './profile.repository';

export interface ProfileDeps {
  uploads: Pick<ReturnType<typeof uploadStore>, 'receive' | 'discardUrl'>;
  /** The auth service's throttled password check: 422 on `password` when wrong, 429 after too many. */
  checkPassword: (user: UserRow, password: string, ip: string) => Promise<void>;
}

const uniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * The signed-in user's own profile: personal info, photo, sign-in email and company. Every change
 * of the user row goes through the accounts service; the answer is the user as GET /profile reads it.
 */
export function profileService(db: Database, deps: ProfileDeps) {
  const accounts = accountsService(db);
  const profiles = profileRepository(db);

  return {
    /** GET /profile: the user, and the account they act for when they joined a team. */
    async read(user: UserRow) {
      return { ...toUserDto(user), team_account: await profiles.teamAccountOf(user.id) };
    },

    async update(user: UserRow, input: ProfileInput) {
      const row = await accounts.updateDetails(user, {
        first_name: input.first_name,
        last_name: input.last_name,
        title: input.title,
        work_phone: input.work_phone ?? null,
        linkedin: input.linkedin ?? null,
      });
      return this.read(row);
    },

    /** Checks an uploaded photo (an image, re-encoded, metadata gone); it stays temporary until saved. */
    receiveAvatar(file: MultipartFile): Promise<StoredFile> {
      return deps.uploads.receive(file, 'avatars', GUEST_IMAGE_RULES);
    },

    async setAvatar(user: UserRow, file: StoredFile | undefined) {
      if (!file) throw fieldError('avatar', 'This field is required');
      const row = await accounts.setAvatar(user, file.url);
      await deps.uploads.discardUrl(user.avatar);
      return row;
    },

    /** A new sign-in email, confirmed with the password (throttled like every password check). */
    async changeEmail(user: UserRow, input: EmailChangeInput, ip: string) {
      await deps.checkPassword(user, input.password, ip);
      if (input.email === user.email.toLowerCase()) return this.read(user);
      const owner = await accounts.findByEmail(input.email);
      if (owner && owner.id !== user.id) throw fieldError('email', AUTH_MESSAGES.EMAIL_TAKEN);
      try {
        return await this.read(await accounts.changeEmail(user, input.email));
      } catch (error) {
        // Taken by someone else between the check and the write (the unique index on lower(email)).
        if (uniqueViolation(error)) throw fieldError('email', AUTH_MESSAGES.EMAIL_TAKEN);
        throw error;
      }
    },

    /**
     * The company's name and description. A team member's company is the account owner's: only
     * the owner changes it.
     */
    async setCompany(user: UserRow, input: CompanyInput) {
      if (await profiles.teamAccountOf(user.id)) throw new HttpError(403, PROFILE_MESSAGES.ONLY_OWNER_COMPANY);
      return this.read(await accounts.setCompany(user, input));
    },

    /** The company logo (an image, re-encoded); the owner's only, checked before the file is kept. */
    async receiveCompanyLogo(user: UserRow, file: MultipartFile): Promise<StoredFile> {
      // The logo is shown beside an expert's guests; a journalist's profile has none to show.
      if (user.role !== ROLE.EXPERT) throw new HttpError(403, PROFILE_MESSAGES.ONLY_EXPERT_LOGO);
      if (await profiles.teamAccountOf(user.id)) throw new HttpError(403, PROFILE_MESSAGES.ONLY_OWNER_COMPANY);
      return deps.uploads.receive(file, 'companies', GUEST_IMAGE_RULES);
    },

    async setCompanyLogo(user: UserRow, file: StoredFile | undefined) {
      if (!file) throw fieldError('company_logo', 'This field is required');
      const row = await accounts.setCompanyLogo(user, file.url);
      await deps.uploads.discardUrl(user.company_logo);
      return row;
    },
  };
}
