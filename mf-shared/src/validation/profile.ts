import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/limits';
import { emailRule, linkedinRule, phoneRule, requiredName } from './auth';
import { V } from './messages';

// The profile's own writes (spec sections 3 and 5): the same rules as registration, shared by the
// profile forms and the API (`POST /profile/update`, `/profile/email`, `/profile/company`).

export const PROFILE_MESSAGES = {
  UPDATED: 'Your personal info is saved',
  AVATAR_UPDATED: 'Your photo is saved',
  EMAIL_CHANGED: 'Your email is changed',
  /** The sign-in email changes only once the link mailed to the new address is opened. */
  EMAIL_LINK_SENT: (email: string) =>
    `We have sent a link to ${email}. Your sign-in email changes when you open it; until then you sign in with the current one.`,
  EMAIL_LINK_INVALID: 'This email confirmation link is invalid or has expired.',
  EMAIL_UNCHANGED: 'This is already your sign-in email',
  COMPANY_UPDATED: 'Your company is saved',
  COMPANY_LOGO_UPDATED: 'Your company logo is saved',
  ONLY_OWNER_COMPANY: 'Only the account owner changes the company',
  ONLY_EXPERT_LOGO: 'Only an expert account has a company logo',
} as const;

/**
 * The account's own lifecycle (issue 26): "Delete my account" schedules the deletion (the account
 * reads WILL_BE_DELETED until the date, spec section 4), "Restore my account" cancels it, and
 * "Download my data" prepares an archive by a job.
 */
export const LIFECYCLE_MESSAGES = {
  DELETION_SCHEDULED: (date: string) =>
    `Your account will be deleted on ${date}. Until then you can restore it from your profile.`,
  RESTORED: 'Your account is restored',
  NOT_SCHEDULED: 'Your account is not scheduled for deletion',
  SET_PASSWORD_FIRST: 'Set a password first (Security tab), then delete the account',
  EXPORT_QUEUED: 'We are preparing your data. We will email you when it is ready to download.',
  EXPORT_BUSY: 'Your data is already being prepared. We will email you when it is ready.',
  EXPORT_NOT_FOUND: 'This download is not available. Ask for your data again.',
} as const;

const required = () => string().trim().required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255);
/** An empty field is sent as '' or null: it clears the value (stored as null). */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/**
 * POST /profile/update. Name and title as at registration; the work phone and LinkedIn follow
 * registration's rules when given, and may be left empty (a team member joined without them).
 */
export const profileSchema = object({
  first_name: requiredName(),
  last_name: requiredName(),
  title: required(),
  work_phone: phoneRule().transform(emptyAsNull).nullable().notRequired(),
  linkedin: linkedinRule().transform(emptyAsNull).nullable().notRequired(),
});

/** POST /profile/email: the new address, confirmed with the password. */
export const emailChangeSchema = object({
  email: emailRule().lowercase(),
  password: string().required(V.REQUIRED),
});

/** POST /profile/email/confirm: the token of the link mailed to the new address. */
export const emailConfirmSchema = object({
  token: string().trim().required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255),
});

/** POST /profile/company: the company's name and description (its logo is a file of its own). */
export const companySchema = object({
  company_name: requiredName(),
  company_description: string().trim().max(LIMITS.DESCRIPTION_MAX, V.MAX_510).nullable().optional(),
});

export type ProfileInput = InferType<typeof profileSchema>;
export type EmailChangeInput = InferType<typeof emailChangeSchema>;
export type EmailConfirmInput = InferType<typeof emailConfirmSchema>;
export type CompanyInput = InferType<typeof companySchema>;
