import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/limits';
import { emailRule, passwordConfirmationRule, passwordRule, requiredName } from './auth';
import { V } from './messages';

export const TEAM_MESSAGES = {
  INVITED: 'Invitation sent',
  RESENT: 'Invitation sent again',
  REMOVED: 'Team member removed',
  ACCEPTED: 'Welcome to the team',
  ALREADY_MEMBER: 'This person is already on your team',
  OWN_EMAIL: 'You manage this account already',
  OTHER_TEAM: 'This person already acts for another expert account',
  INVITATION_INVALID: 'This invitation link is no longer valid. Ask for a new one.',
  SIGN_IN_FIRST: 'An account with this email exists: sign in to it, then open the link again',
  WRONG_ACCOUNT: 'This invitation is for another email address',
  ONLY_OWNER: 'Only the account owner manages team members',
  NOT_FOUND: 'Team member not found',
  TEAM_FULL: 'A team has at most 20 members',
} as const;

export const TEAM_LIMITS = { MEMBERS_MAX: 20 } as const;

/** POST /team-members/invite: who to invite to the expert account. */
export const teamInviteSchema = object({
  first_name: requiredName(),
  last_name: requiredName(),
  // A mail goes to this address: emailRule asks for a domain ending (`a@b` is refused).
  email: emailRule().lowercase(),
  title: string().trim().max(LIMITS.STRING_MAX, V.MAX_255).nullable().optional(),
});

/** POST /team-invitations/{token}/accept by someone without an account: the password they choose. */
export const teamAcceptSchema = object({
  password: passwordRule().optional(),
  password_confirmation: string().when('password', {
    is: (value: unknown) => Boolean(value),
    then: () => passwordConfirmationRule(),
  }),
});

export type TeamInvite = InferType<typeof teamInviteSchema>;
export type TeamAccept = InferType<typeof teamAcceptSchema>;
