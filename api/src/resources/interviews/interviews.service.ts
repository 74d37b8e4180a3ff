import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { effectiveStatus } from 'mf-shared/access';
import { INTERVIEW_STATUS, STATUS, type Status } from 'mf-shared/roles';
import type { Database } from '../../db/database';
import { emailTemplates, guests, interviews, users } from '../../db/schema';
import { cleanHtml, escapeHtml } from '../../lib/html';
import { fieldError } from '../../lib/validation';
import { TooManyRequestsError } from '../../plugins/errors';
import { notificationsService } from '../notifications/notifications.service';

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
  comment?: string;
  is_a_new_temp: boolean;
  newTempTitle?: string;
}

interface Journalist {
  id: number;
  first_name: string;
  last_name: string;
}

const HOUR_MS = 3_600_000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Interview requests: who may be asked, how often, and who is told. */
export function interviewsService(app: FastifyInstance, options: { requestsPerHour: number }) {
  const notify = notificationsService(app);

  /**
   * A journalist sends at most `requestsPerHour` requests in any hour, counted in the database (so
   * across instances) inside the request's transaction, after the journalist's row is locked.
   */
  async function checkRate(tx: Transaction, journalistId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, journalistId)).for('update');
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    const recent = await tx
      .select({ created_at: interviews.created_at })
      .from(interviews)
      .where(and(eq(interviews.journalist_id, journalistId), gt(interviews.created_at, since)))
      .orderBy(interviews.created_at)
      .limit(options.requestsPerHour);
    if (recent.length < options.requestsPerHour) return;
    const freeAt = new Date(recent[0].created_at).getTime() + HOUR_MS;
    const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    throw new TooManyRequestsError(seconds, INTERVIEW_MESSAGES.TOO_MANY(Math.ceil(seconds / 60)));
  }

  return {
    async request(me: Journalist, body: InterviewRequest) {
      const [guest] = await app.db
        .select({
          id: guests.id,
          expert_id: guests.user_id,
          name: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}`,
          expert_status: users.status,
          expert_date_deleting: users.date_deleting,
        })
        .from(guests)
        .innerJoin(users, eq(users.id, guests.user_id))
        .where(and(eq(guests.id, body.guest_id), eq(guests.is_draft, false)));
      if (!guest) throw fieldError('guest_id', INTERVIEW_MESSAGES.GUEST_INVALID);
      // Only an active, paid-up expert account takes requests (not locked, paying, unpaid or leaving).
      const expertStatus = effectiveStatus({
        status: guest.expert_status as Status,
        date_deleting: guest.expert_date_deleting,
      });
      if (expertStatus !== STATUS.SIMPLE_USER) throw fieldError('guest_id', INTERVIEW_MESSAGES.GUEST_UNAVAILABLE);
      const [template] = await app.db
        .select({ id: emailTemplates.id, title: emailTemplates.title, content: emailTemplates.content })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.id, body.email_template_id), eq(emailTemplates.user_id, me.id)));
      if (!template) throw fieldError('email_template_id', INTERVIEW_MESSAGES.TEMPLATE_INVALID);
      // The message as sent: the journalist's edited text, else the template's. Saved as a new
      // template too when asked (is_a_new_temp with newTempTitle).
      const message = cleanHtml(body.comment || template.content);
      const row = await app.db.transaction(async (tx) => {
        await checkRate(tx, me.id);
        // Requests for one guest queue on the guest's row, so two at once cannot both pass the check below.
        await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, guest.id)).for('update');
        const [pending] = await tx
          .select({ n: count() })
          .from(interviews)
          .where(
            and(
              eq(interviews.journalist_id, me.id),
              eq(interviews.guest_id, guest.id),
              eq(interviews.status, INTERVIEW_STATUS.PENDING),
            ),
          );
        if (pending.n > 0) throw fieldError('guest_id', INTERVIEW_MESSAGES.ALREADY_PENDING);
        if (body.is_a_new_temp)
          await tx.insert(emailTemplates).values({ user_id: me.id, title: body.newTempTitle!, content: message });
        const [created] = await tx
          .insert(interviews)
          .values({
            journalist_id: me.id,
            guest_id: guest.id,
            expert_id: guest.expert_id,
            email_template_id: template.id,
            invitation_subject: template.title,
            invitation_body: message,
            date_interview: body.date_interview.toISOString(),
            comment: body.comment ? message : null,
            status: INTERVIEW_STATUS.PENDING,
          })
          .returning();
        return created;
      });
      await notify.notify(
        guest.expert_id,
        'Interview',
        `<p>New interview request from <b>${escapeHtml(`${me.first_name} ${me.last_name}`)}</b> for <b>${escapeHtml(guest.name)}</b>.</p>`,
      );
      return row;
    },
  };
}
