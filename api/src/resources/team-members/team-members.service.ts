import { ROLE } from 'mf-shared/roles';
import { TEAM_LIMITS, TEAM_MESSAGES, type TeamAccept, type TeamInvite } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { actingAccountId } from '../../lib/account';
import { escapeHtml } from '../../lib/html';
import { hashPassword, weakPasswordReason } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { fieldError } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import type { Mail } from '../../plugins/mailer';
import type { WriteLimits } from '../../plugins/rateLimits';
import { accountsService, type UserRow } from '../accounts/accounts.service';
import { authRepository } from '../auth/auth.repository';
import { toUserDto } from '../profile/user.dto';
import { teamMembersRepository } from './team-members.repository';

export interface TeamDeps {
  sendMail: (mail: Mail) => Promise<void>;
  shellUrl: string;
  /** Counts the invitation mails an address receives (`teamInviteAddress`), whoever sends them. */
  writeLimits: WriteLimits;
}

/** An invitation link is good for this long. */
const INVITATION_DAYS = 14;

/**
 * An expert account's team (issue 14): the owner invites people by email; one who accepts signs
 * in as themselves and manages the account's guests, interviews and questions; only the owner
 * manages members (and payment).
 */
export function teamMembersService(db: Database, deps: TeamDeps) {
  const members = teamMembersRepository(db);
  const accounts = accountsService(db);

  /** The owner's account id; a team member (acting for another account) is refused. */
  async function ownerOnly(user: UserRow) {
    if ((await actingAccountId(db, user)) !== user.id) throw new HttpError(403, TEAM_MESSAGES.ONLY_OWNER);
    return user.id;
  }

  async function sendInvitation(owner: UserRow, member: { email: string; first_name: string }, token: string) {
    const link = `${deps.shellUrl}/team/accept/${token}`;
    const who = `${owner.first_name} ${owner.last_name}`;
    await deps.sendMail({
      to: member.email,
      // The product's words only: a sender's names stay in the (escaped) body.
      subject: 'Invitation to a PressPoint team',
      text: `Hello ${member.first_name},\n\n${who}${owner.company_name ? ` (${owner.company_name})` : ''} invites you to manage their expert account on PressPoint: guests, interview invitations and questions.\n\nAccept the invitation: ${link}\n\nThe link works for ${INVITATION_DAYS} days.`,
      html: `<p>Hello ${escapeHtml(member.first_name)},</p><p>${escapeHtml(who)}${owner.company_name ? ` (${escapeHtml(owner.company_name)})` : ''} invites you to manage their expert account on PressPoint: guests, interview invitations and questions.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>The link works for ${INVITATION_DAYS} days.</p>`,
    });
  }

  /** The open invitation a token names, or 422 with the reason; an old one has expired. */
  async function openInvitation(token: string) {
    const invitation = await members.invitation(hashToken(token));
    const fresh =
      invitation?.invited_at && Date.now() - new Date(invitation.invited_at).getTime() < INVITATION_DAYS * 86_400_000;
    if (!invitation || !fresh) throw new HttpError(404, TEAM_MESSAGES.INVITATION_INVALID);
    return invitation;
  }

  return {
    async list(user: UserRow) {
      return members.list(await ownerOnly(user));
    },

    async invite(owner: UserRow, input: TeamInvite) {
      const accountId = await ownerOnly(owner);
      if (input.email === owner.email.toLowerCase()) throw fieldError('email', TEAM_MESSAGES.OWN_EMAIL);
      if (await members.byEmail(accountId, input.email)) throw fieldError('email', TEAM_MESSAGES.ALREADY_MEMBER);
      if ((await members.count(accountId)) >= TEAM_LIMITS.MEMBERS_MAX)
        throw fieldError('email', TEAM_MESSAGES.TEAM_FULL);
      await deps.writeLimits.hit('teamInviteAddress', input.email);
      const { token, hash } = newToken();
      const id = await members.insert(
        accountId,
        { first_name: input.first_name, last_name: input.last_name, email: input.email, title: input.title ?? null },
        hash,
      );
      await sendInvitation(owner, input, token);
      return (await members.one(accountId, id))!;
    },

    async resend(owner: UserRow, id: number) {
      const accountId = await ownerOnly(owner);
      // Counted before the link is renewed: a refused resend leaves the mailed link working.
      const invited = await members.one(accountId, id);
      if (!invited || invited.accepted_at) throw new HttpError(404, TEAM_MESSAGES.NOT_FOUND);
      await deps.writeLimits.hit('teamInviteAddress', invited.email.toLowerCase());
      const { token, hash } = newToken();
      const member = await members.renewInvitation(accountId, id, hash);
      if (!member) throw new HttpError(404, TEAM_MESSAGES.NOT_FOUND);
      await sendInvitation(owner, member, token);
      return member;
    },

    /**
     * Removes the member; their sessions end, so they lose the account's access at once, and their
     * own account, unpaid, must pay before it acts as an expert (accounts' `leftTeam`).
     */
    async remove(owner: UserRow, id: number) {
      const accountId = await ownerOnly(owner);
      await db.transaction(async (tx) => {
        const removed = await teamMembersRepository(tx).remove(accountId, id);
        if (!removed) throw new HttpError(404, TEAM_MESSAGES.NOT_FOUND);
        if (!removed.member_user_id) return;
        await authRepository(tx).revokeTokens(removed.member_user_id);
        await accounts.leftTeam(removed.member_user_id, tx);
      });
    },

    /** What the invitation page shows before accepting (public: the token is the secret). */
    async describe(token: string) {
      const invitation = await openInvitation(token);
      return {
        account_name: invitation.account_name,
        company_name: invitation.company_name,
        email: invitation.email,
        first_name: invitation.first_name,
        has_account: Boolean(await accounts.findByEmail(invitation.email)),
      };
    },

    /**
     * Accepts an invitation. Someone with no account chooses a password and gets one (an expert
     * user acting for the team); someone with an account must be signed in to it. Answers a
     * session for the member, like sign-in.
     */
    async accept(token: string, input: TeamAccept, signedIn: UserRow | null) {
      const invitation = await openInvitation(token);
      const existing = await accounts.findByEmail(invitation.email);
      let member: UserRow;
      if (existing) {
        if (!signedIn) throw new HttpError(401, TEAM_MESSAGES.SIGN_IN_FIRST);
        if (signedIn.id !== existing.id) throw new HttpError(403, TEAM_MESSAGES.WRONG_ACCOUNT);
        if (existing.role !== ROLE.EXPERT || existing.id === invitation.expert_id)
          throw new HttpError(403, TEAM_MESSAGES.WRONG_ACCOUNT);
        if (await members.membershipOf(existing.id)) throw new HttpError(409, TEAM_MESSAGES.OTHER_TEAM);
        member = existing;
      } else {
        if (!input.password) throw fieldError('password', 'This field is required');
        const reason = weakPasswordReason(input.password, [
          invitation.first_name,
          invitation.last_name,
          invitation.email,
        ]);
        if (reason) throw fieldError('password', reason);
        member = await accounts.registerTeamMember({
          email: invitation.email,
          password: await hashPassword(input.password),
          first_name: invitation.first_name,
          last_name: invitation.last_name,
          title: invitation.title,
          // The account's company: without one the expert completion dialog would stop the member.
          company_name: invitation.company_name || invitation.account_name,
        });
      }
      await members.accept(invitation.id, member.id);
      const { token: session, hash } = newToken();
      await authRepository(db).insertToken(member.id, hash);
      return { access_token: session, user: toUserDto(member) };
    },
  };
}
