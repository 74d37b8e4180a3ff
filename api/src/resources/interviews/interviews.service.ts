import { effectiveStatus } from 'mf-shared/access';
import { INTERVIEW_STATUS, STATUS, type Status } from 'mf-shared/roles';
import type { Database, Executor } from '../../db/database';
import { cleanHtml, escapeHtml } from '../../lib/html';
import { fillPlaceholders, invitationDate, spokenList } from '../../lib/placeholders';
import { fieldError } from '../../lib/validation';
import { TooManyRequestsError } from '../../plugins/errors';
import { accountsRepository } from '../accounts/accounts.repository';
import { emailTemplatesRepository } from '../email-templates/email-templates.repository';
import { notificationsService, type Broadcaster } from '../notifications/notifications.service';
import { interviewsRepository } from './interviews.repository';

export const INTERVIEW_MESSAGES = {
  GUEST_INVALID: 'The selected guest is invalid.',
  TEMPLATE_INVALID: 'The selected email template is invalid.',
  GUEST_UNAVAILABLE: 'This guest is not available for interviews at the moment.',
  ALREADY_PENDING: 'You already have a pending interview request with this guest.',
  TOO_MANY: (minutes: number) =>
    `Too many interview requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export interface InterviewRequest {
  guest_id: number;
  email_template_id: number;
  date_interview: Date;
  /** The journalist's edited message (spec field); `message` is taken as the same. */
  comment?: string;
  message?: string;
  /** What {topic} stands for; the guest's expertises when not given. */
  topic?: string;
  /** The journalist's IANA time zone, in which {date} is written (UTC when unknown). */
  time_zone?: string;
  is_a_new_temp: boolean;
  newTempTitle?: string;
}

interface Journalist {
  id: number;
  first_name: string;
  last_name: string;
}

const HOUR_MS = 3_600_000;
const UPCOMING_LIMIT = 10;

/** Interview requests: who may be asked, how often, what the expert reads, and who is told. */
export function interviewsService(db: Database, options: { requestsPerHour: number; realtime: Broadcaster }) {
  const notifications = notificationsService(db, { realtime: options.realtime });
  const repository = interviewsRepository(db);

  /**
   * A journalist sends at most `requestsPerHour` requests in any hour, counted in the database (so
   * across instances) inside the request's transaction, after the journalist's row is locked.
   */
  async function checkRate(tx: Executor, journalistId: number) {
    await accountsRepository(tx).lockRow(journalistId);
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    const recent = await interviewsRepository(tx).requestTimesSince(journalistId, since, options.requestsPerHour);
    if (recent.length < options.requestsPerHour) return;
    const freeAt = new Date(recent[0]).getTime() + HOUR_MS;
    const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    throw new TooManyRequestsError(seconds, INTERVIEW_MESSAGES.TOO_MANY(Math.ceil(seconds / 60)));
  }

  return {
    async request(me: Journalist, body: InterviewRequest) {
      const guest = await repository.guestForInvitation(body.guest_id);
      if (!guest) throw fieldError('guest_id', INTERVIEW_MESSAGES.GUEST_INVALID);
      // Only an active, paid-up expert account takes requests (not locked, paying, unpaid or leaving).
      const expertStatus = effectiveStatus({
        status: guest.expert_status as Status,
        date_deleting: guest.expert_date_deleting,
      });
      if (expertStatus !== STATUS.SIMPLE_USER) throw fieldError('guest_id', INTERVIEW_MESSAGES.GUEST_UNAVAILABLE);
      const template = await emailTemplatesRepository(db).findForInvitation(me.id, body.email_template_id);
      if (!template) throw fieldError('email_template_id', INTERVIEW_MESSAGES.TEMPLATE_INVALID);
      // The message as sent: the journalist's edited text, else the template's, cleaned; its
      // placeholders are filled for the expert. Saved (unfilled) as a new template too when asked.
      const edited = body.message || body.comment;
      const message = cleanHtml(edited || template.content);
      const values = {
        guest_name: guest.name,
        guest_title: guest.title ?? '',
        journalist_name: `${me.first_name} ${me.last_name}`,
        topic: body.topic || spokenList(guest.topics),
        date: invitationDate(body.date_interview, body.time_zone),
      };
      // Cleaned again once filled: a value must not complete markup (an href="{topic}") the first pass let by.
      const invitation = cleanHtml(fillPlaceholders(message, values));
      const row = await db.transaction(async (tx) => {
        await checkRate(tx, me.id);
        const interviews = interviewsRepository(tx);
        // Requests for one guest queue on the guest's row, so two at once cannot both pass the check below.
        await interviews.lockGuest(guest.id);
        if (await interviews.hasPending(me.id, guest.id))
          throw fieldError('guest_id', INTERVIEW_MESSAGES.ALREADY_PENDING);
        if (body.is_a_new_temp)
          await emailTemplatesRepository(tx).insert(me.id, {
            title: body.newTempTitle!,
            content: message,
            is_default: false,
          });
        return interviews.insert({
          journalist_id: me.id,
          guest_id: guest.id,
          expert_id: guest.expert_id,
          email_template_id: template.id,
          // The column holds 255 characters; a long title with long values is cut, not refused.
          invitation_subject: fillPlaceholders(template.title, values, { escape: false }).slice(0, 255),
          invitation_body: invitation,
          date_interview: body.date_interview.toISOString(),
          comment: edited ? invitation : null,
          status: INTERVIEW_STATUS.PENDING,
        });
      });
      await notifications.notify(
        guest.expert_id,
        'Interview',
        `<p>New interview request from <b>${escapeHtml(values.journalist_name)}</b> for <b>${escapeHtml(guest.name)}</b>.</p>`,
      );
      return row;
    },

    upcoming: (user: { id: number; role: number }) => repository.upcoming(user, UPCOMING_LIMIT),
  };
}
