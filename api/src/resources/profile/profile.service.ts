import type { MultipartFile } from '@fastify/multipart';
import { PROFILE_MESSAGES, type CompanyInput, type EmailChangeInput, type ProfileInput } from 'mf-shared/validation';
import { ROLE } from 'mf-shared/roles';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../lib/html';
import { hashToken, newToken } from '../../lib/tokens';
import { GUEST_IMAGE_RULES, type StoredFile, type uploadStore } from '../../lib/uploads';
import { fieldError } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import type { Mail } from '../../plugins/mailer';
import { accountsService, type UserRow } from '../accounts/accounts.service';
import { MESSAGES as AUTH_MESSAGES } from '../auth/auth.service';
import { toUserDto } from './user.dto';
import { profileRepository } from './profile.repository';

export interface ProfileDeps {
  uploads: Pick<ReturnType<typeof uploadStore>, 'receive' | 'discardUrl'>;
  /** The auth service's throttled password check: 422 on `password` when wrong, 429 after too many. */
  checkPassword: (user: UserRow, password: string, ip: string) => Promise<void>;
  sendMail: (mail: Mail) => Promise<void>;
  /** Where the product is opened: the email confirmation link points here. */
  shellUrl: string;
  now?: () => number;
}

/** How long the link mailed to a new sign-in address works. */
export const EMAIL_CHANGE_HOURS = 24;

const uniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * The signed-in user's own profile: personal info, photo, sign-in email and company. Every change
 * of the user row goes through the accounts service; the answer is the user as GET /profile reads it.
 */
export function profileService(db: Database, deps: ProfileDeps) {
  const now = deps.now ?? Date.now;
  const accounts = accountsService(db, { now });
  const profiles = profileRepository(db, now);

  /** The new address gets the link; the current one is told, so its owner can act if it was not them. */
  async function mailEmailChange(user: UserRow, newEmail: string, token: string) {
    const link = `${deps.shellUrl}/email/confirm/${token}`;
    const name = escapeHtml(user.first_name);
    await deps.sendMail({
      to: newEmail,
      subject: 'Confirm your new PressPoint sign-in email',
      text: `Hello ${user.first_name},\n\nOpen this link to sign in to PressPoint with this address from now on (valid for ${EMAIL_CHANGE_HOURS} hours, once):\n${link}\n\nUntil then your sign-in email stays ${user.email}. If you did not ask for it, ignore this mail.`,
      html: `<p>Hello ${name},</p><p><a href="${escapeHtml(link)}">Confirm your new sign-in email</a>. The link works once, for ${EMAIL_CHANGE_HOURS} hours. Until then your sign-in email stays ${escapeHtml(user.email)}.</p><p>If you did not ask for it, ignore this mail.</p>`,
    });
    await deps.sendMail({
      to: user.email,
      subject: 'Your PressPoint sign-in email is about to change',
      text: `Hello ${user.first_name},\n\nA change of your PressPoint sign-in email to ${newEmail} was asked for. It happens only when the link we sent to that address is opened; until then you sign in with this one.\n\nIf this was not you, change your password and sign out of all other sessions in Profile, Security.`,
      html: `<p>Hello ${name},</p><p>A change of your PressPoint sign-in email to <strong>${escapeHtml(newEmail)}</strong> was asked for. It happens only when the link we sent to that address is opened; until then you sign in with this one.</p><p>If this was not you, change your password and sign out of all other sessions in Profile, Security.</p>`,
    });
  }

  /** A received image (`field`) takes the stored one's place: saved first, then the old file deleted. */
  async function replaceImage<Row>(
    field: string,
    file: StoredFile | undefined,
    save: (url: string) => Promise<Row>,
    previous: string | null,
  ) {
    if (!file) throw fieldError(field, 'This field is required');
    const row = await save(file.url);
    await deps.uploads.discardUrl(previous);
    return row;
  }

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

    setAvatar(user: UserRow, file: StoredFile | undefined) {
      return replaceImage('avatar', file, (url) => accounts.setAvatar(user, url), user.avatar);
    },

    /**
     * A new sign-in email, asked for with the password (throttled like every password check). It takes
     * effect only when the link mailed to the new address is opened (`confirmEmail`): nobody can take
     * an address they cannot read, and the current address is told. Answers the user, unchanged.
     */
    async changeEmail(user: UserRow, input: EmailChangeInput, ip: string) {
      await deps.checkPassword(user, input.password, ip);
      if (input.email === user.email.toLowerCase())
        return { user: await this.read(user), message: PROFILE_MESSAGES.EMAIL_UNCHANGED };
      const owner = await accounts.findByEmail(input.email);
      if (owner && owner.id !== user.id) throw fieldError('email', AUTH_MESSAGES.EMAIL_TAKEN);
      const { token, hash } = newToken();
      await profiles.insertEmailChange(user.id, input.email, hash, now() + EMAIL_CHANGE_HOURS * 3_600_000);
      await mailEmailChange(user, input.email, token);
      return { user: await this.read(user), message: PROFILE_MESSAGES.EMAIL_LINK_SENT(input.email) };
    },

    /**
     * The link mailed to the new address was opened: the sign-in email becomes that address. The
     * link is spent with the change, in one transaction; only the user's newest unexpired link works.
     */
    async confirmEmail(token: string) {
      try {
        return await db.transaction(async (tx) => {
          const change = await profileRepository(tx, now).spendEmailChange(hashToken(token));
          if (!change) throw fieldError('token', PROFILE_MESSAGES.EMAIL_LINK_INVALID);
          const inTx = accountsService(tx as unknown as Database, { now });
          const owner = await inTx.findByEmail(change.new_email);
          if (owner && owner.id !== change.user_id) throw fieldError('email', AUTH_MESSAGES.EMAIL_TAKEN);
          return { email: (await inTx.changeEmail({ id: change.user_id }, change.new_email)).email };
        });
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

    setCompanyLogo(user: UserRow, file: StoredFile | undefined) {
      return replaceImage('company_logo', file, (url) => accounts.setCompanyLogo(user, url), user.company_logo);
    },
  };
}
