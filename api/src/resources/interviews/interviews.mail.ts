import { INTERVIEW_STATUS } from 'mf-shared/roles';
import { htmlToText, interviewEntry, invitationIcs } from '../../lib/calendar';
import { escapeHtml } from '../../lib/html';
import { invitationDate } from '../../lib/placeholders';
import type { Mail } from '../../plugins/mailer';
import type { Side } from './interviews.transitions';

/** A person on one side of an interview, as mails and calendar entries need them. */
export interface Party {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string | null;
}

/** The interview as a mail about it needs it (after the change). */
export interface MailInterview {
  id: number;
  status: number;
  sequence: number;
  date_interview: string;
  time_zone: string | null;
  expert_time_zone: string | null;
  invitation_body: string | null;
  guest_name: string;
  journalist: Party;
  expert: Party;
}

export type InterviewEvent = 'approved' | 'rejected' | 'cancelled' | 'done' | 'rescheduled';

/** Where each side finds an interview of this status (the pages of issue 15). */
export function interviewPage(side: Side, status: number): string {
  const { PENDING, APPROVED } = INTERVIEW_STATUS;
  if (side === 'journalist')
    return status === PENDING
      ? '/interviews/journalist/process'
      : status === APPROVED
        ? '/interviews/journalist/planned'
        : '/interviews/journalist/all';
  return status === PENDING
    ? '/interviews/expert/pending'
    : status === APPROVED
      ? '/interviews/expert/planned'
      : '/interviews/expert/archive';
}

/** The date as this side reads it: in its own zone (the expert's falls back to the requester's). */
export function dateFor(
  side: Side,
  interview: Pick<MailInterview, 'date_interview' | 'time_zone' | 'expert_time_zone'>,
) {
  const zone = side === 'journalist' ? interview.time_zone : (interview.expert_time_zone ?? interview.time_zone);
  return invitationDate(new Date(interview.date_interview), zone);
}

/** What the other side is told (notification and mail), in HTML. */
export function eventHtml(
  event: InterviewEvent,
  actorName: string,
  interview: MailInterview,
  recipient: Side,
  message?: string | null,
) {
  const who = `<b>${escapeHtml(actorName)}</b>`;
  const guest = `<b>${escapeHtml(interview.guest_name)}</b>`;
  const date = escapeHtml(dateFor(recipient, interview));
  switch (event) {
    case 'approved':
      return `<p>${who} approved the interview with ${guest} on ${date}.</p>`;
    case 'rejected':
      return `<p>${who} declined the interview request for ${guest} on ${date}.</p>`;
    case 'cancelled':
      return `<p>${who} cancelled the interview with ${guest} on ${date}.</p>`;
    case 'done':
      return `<p>${who} marked the interview with ${guest} on ${date} as done.</p>`;
    case 'rescheduled':
      return `<p>${who} changed the interview with ${guest}: it is now on ${date}.</p>${message ? `<blockquote>${message}</blockquote>` : ''}`;
  }
}

const SUBJECTS: Record<InterviewEvent, string> = {
  approved: 'Interview approved',
  rejected: 'Interview request declined',
  cancelled: 'Interview cancelled',
  done: 'Interview done',
  rescheduled: 'Interview changed',
};

/** The iCalendar part of an approved (REQUEST) or called-off (CANCEL) interview. */
export function calendarPart(interview: MailInterview, method: 'REQUEST' | 'CANCEL', url: string) {
  const content = invitationIcs(
    interviewEntry(
      {
        id: interview.id,
        status: method === 'CANCEL' ? INTERVIEW_STATUS.CANCELLED : interview.status,
        sequence: interview.sequence,
        date_interview: interview.date_interview,
        // The event is written in the requester's zone; the expert's when the requester gave none.
        time_zone: interview.time_zone ?? interview.expert_time_zone,
        invitation_body: interview.invitation_body,
        guest: splitName(interview.guest_name),
        journalist: interview.journalist,
        expert: interview.expert,
      },
      { url },
    ),
    method,
  );
  return { method, content };
}

function splitName(name: string) {
  const [first_name, ...rest] = name.split(' ');
  return { first_name: first_name ?? '', last_name: rest.join(' ') };
}

/** A mail with its text part made from the HTML. */
function mail(to: string, subject: string, html: string, link: string): Mail {
  const body = `${html}<p><a href="${escapeHtml(link)}">Open your interviews</a></p>`;
  return { to, subject, html: body, text: `${htmlToText(html)}\n\nOpen your interviews: ${link}` };
}

/**
 * The mails one change sends: the other side is told what happened; when calendars must follow
 * (approved, changed while approved, or an approved one called off) both sides get the iCalendar part.
 */
export function eventMails(options: {
  event: InterviewEvent;
  actorSide: Side;
  actorName: string;
  interview: MailInterview;
  calendar: 'REQUEST' | 'CANCEL' | null;
  shellUrl: string;
  message?: string | null;
}): Mail[] {
  const { event, actorSide, actorName, interview, calendar, shellUrl, message } = options;
  const otherSide: Side = actorSide === 'journalist' ? 'expert' : 'journalist';
  const partyOf = (side: Side) => (side === 'journalist' ? interview.journalist : interview.expert);
  const linkFor = (side: Side) => `${shellUrl}${interviewPage(side, interview.status)}`;
  // The product's words only: the guest's name (the expert's text) is in the body.
  const subject = SUBJECTS[event];
  const told = mail(
    partyOf(otherSide).email,
    subject,
    eventHtml(event, actorName, interview, otherSide, message),
    linkFor(otherSide),
  );
  if (!calendar) return [told];
  const own = mail(
    partyOf(actorSide).email,
    subject,
    calendar === 'CANCEL'
      ? `<p>The interview with <b>${escapeHtml(interview.guest_name)}</b> on ${escapeHtml(dateFor(actorSide, interview))} is cancelled; it is taken out of your calendar.</p>`
      : `<p>The interview with <b>${escapeHtml(interview.guest_name)}</b> on ${escapeHtml(dateFor(actorSide, interview))} is in your calendar.</p>`,
    linkFor(actorSide),
  );
  return [
    { ...told, calendar: calendarPart(interview, calendar, linkFor(otherSide)) },
    { ...own, calendar: calendarPart(interview, calendar, linkFor(actorSide)) },
  ];
}

/** The request as the expert account receives it: the journalist's template, its placeholders filled. */
export function requestMail(options: {
  to: string;
  subject: string | null;
  invitationHtml: string;
  journalistName: string;
  guestName: string;
  date: string;
  link: string;
}): Mail {
  const intro = `<p><b>${escapeHtml(options.journalistName)}</b> asks <b>${escapeHtml(options.guestName)}</b> for an interview on ${escapeHtml(options.date)}.</p>`;
  // The journalist's own subject line heads their message; the mail's subject is the product's words.
  const heading = options.subject ? `<p><b>${escapeHtml(options.subject)}</b></p>` : '';
  const html = `${intro}<hr />${heading}${options.invitationHtml}`;
  return mail(options.to, 'New interview request on PressPoint', html, options.link);
}
