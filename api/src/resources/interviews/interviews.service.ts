import { effectiveStatus } from 'mf-shared/access';
import { INTERVIEW_STATUS, ROLE, STATUS, type Status } from 'mf-shared/roles';
import type { Database, Executor } from '../../db/database';
import { found } from '../../lib/access';
import { actingAccountId } from '../../lib/account';
import { cleanHtml, escapeHtml } from '../../lib/html';
import { fillPlaceholders, invitationDate, spokenList } from '../../lib/placeholders';
import { fieldError } from '../../lib/validation';
import { HttpError, TooManyRequestsError } from '../../plugins/errors';
import type { Mail } from '../../plugins/mailer';
import { accountsRepository } from '../accounts/accounts.repository';
import { pitchForInterview } from '../pitches/pitches.service';
import { emailTemplatesRepository } from '../email-templates/email-templates.repository';
import { notificationsService, type Broadcaster } from '../notifications/notifications.service';
import {
  eventHtml,
  eventMails,
  interviewPage,
  requestMail,
  type InterviewEvent,
  type MailInterview,
} from './interviews.mail';
import {
  interviewsRepository,
  type InterviewListQuery,
  type InterviewView,
  INTERVIEW_VIEWS,
  type Viewer,
} from './interviews.repository';
import { actionsFor, isAllowed, refusalMessage, RESCHEDULABLE, type Side } from './interviews.transitions';

export const INTERVIEW_MESSAGES = {
  GUEST_INVALID: 'The selected guest is invalid.',
  TEMPLATE_INVALID: 'The selected email template is invalid.',
  GUEST_UNAVAILABLE: 'This guest is not available for interviews at the moment.',
  ALREADY_PENDING: 'You already have a pending interview request with this guest.',
  TOO_MANY: (minutes: number) =>
    `Too many interview requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  NOT_FOUND: 'Interview not found',
  VIEW_INVALID: 'The selected view is invalid.',
  NOT_RESCHEDULABLE: 'Only a pending or approved interview can be changed.',
  LINK_NOT_DONE: 'The published link can be added once the interview is done.',
  ONLY_JOURNALIST_LINK: 'Only the journalist adds the published link',
  ONLY_EXPERTS_COVERAGE: 'Only experts have coverage',
} as const;

/** What set-status answers with, per new status. */
const STATUS_DONE_MESSAGES: Record<number, string> = {
  [INTERVIEW_STATUS.APPROVED]: 'Interview approved',
  [INTERVIEW_STATUS.REJECTED]: 'Interview rejected',
  [INTERVIEW_STATUS.CANCELLED]: 'Interview cancelled',
  [INTERVIEW_STATUS.DONE]: 'Interview marked as done',
};

const EVENT_OF: Record<number, InterviewEvent> = {
  [INTERVIEW_STATUS.APPROVED]: 'approved',
  [INTERVIEW_STATUS.REJECTED]: 'rejected',
  [INTERVIEW_STATUS.CANCELLED]: 'cancelled',
  [INTERVIEW_STATUS.DONE]: 'done',
};

export interface StatusChange {
  status: number;
  /** The expert's browser zone, kept on approval so each side sees the other's local time. */
  time_zone?: string;
}

export interface InterviewChange {
  date_interview?: Date;
  message?: string;
  time_zone?: string;
}

/** The signed-in user as the interviews see them. */
export interface InterviewUser {
  id: number;
  role: number;
  first_name: string;
  last_name: string;
}

/** Stored instants go out as ISO UTC. */
const iso = (value: string) => new Date(value).toISOString();

/** A row of the repository as the contract's Item, with what this viewer may do now. */
function toItem<
  T extends {
    status: number;
    date_interview: string;
    created_at: string;
    updated_at: string;
    journalist_id?: number;
    expert_id?: number;
    sequence?: number;
  },
>(side: Side, row: T, now = Date.now()) {
  const { journalist_id: _j, expert_id: _e, sequence: _s, ...rest } = row;
  return {
    ...rest,
    date_interview: iso(row.date_interview),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    actions: actionsFor(side, row, now),
  };
}

/** The day (YYYY-MM-DD) an instant falls on in a zone. */
function dayIn(zone: string, instant: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

/** An IANA zone name Intl knows ('UTC', 'Europe/Paris'); offsets and abbreviations are not zones. */
export function isIanaZone(zone: string): boolean {
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const ZONE_INVALID = 'The time zone is invalid.';
const COVERAGE_LIMIT = 50;
const DAY_MS = 86_400_000;

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
  /** The pitch on the journalist's source request this comes from (issue 27): it becomes 'interview_requested'. */
  pitch_id?: number;
}

interface Journalist {
  id: number;
  first_name: string;
  last_name: string;
}

const HOUR_MS = 3_600_000;
const UPCOMING_LIMIT = 10;

/** Interview requests: who may be asked, how often, what the expert reads, and who is told. */
export function interviewsService(
  db: Database,
  options: {
    requestsPerHour: number;
    realtime: Broadcaster;
    sendMail?: (mail: Mail) => Promise<void>;
    runInBackground?: (name: string, task: () => Promise<void>) => void;
    shellUrl?: string;
  },
) {
  const notifications = notificationsService(db, { realtime: options.realtime });
  const repository = interviewsRepository(db);
  const shellUrl = options.shellUrl ?? '';

  /** Mails go out after the answer; a failed mail is logged by the runner, never undoes the change. */
  function sendLater(mails: Mail[]) {
    const send = options.sendMail;
    if (!send || !mails.length) return;
    const task = async () => {
      for (const mail of mails) await send(mail);
    };
    if (options.runInBackground) options.runInBackground('interview mail', task);
    else void task();
  }

  /** Whose interviews the user sees: a journalist their requests; an expert (or team member) the account's. */
  async function viewerOf(user: { id: number; role: number }): Promise<Viewer> {
    if (user.role === ROLE.JOURNALIST) return { side: 'journalist', userId: user.id, accountId: user.id };
    return { side: 'expert', userId: user.id, accountId: await actingAccountId(db, user) };
  }

  async function itemOf(viewer: Viewer, id: number) {
    return toItem(viewer.side, found(await repository.one(viewer, id), INTERVIEW_MESSAGES.NOT_FOUND));
  }

  /** The interview with both sides, for the mails of a change. */
  async function mailInterview(viewer: Viewer, id: number): Promise<MailInterview> {
    const [row, parties] = await Promise.all([repository.one(viewer, id), repository.parties(id)]);
    return {
      id,
      status: row!.status,
      sequence: row!.sequence,
      date_interview: iso(row!.date_interview),
      time_zone: row!.time_zone,
      expert_time_zone: row!.expert_time_zone,
      invitation_body: row!.invitation_body,
      guest_name: parties!.guest_name,
      journalist: parties!.journalist,
      expert: parties!.expert,
    };
  }

  /** Tells the other side (stored notification, then live) and mails both sides as the change needs. */
  async function tell(
    viewer: Viewer,
    actor: InterviewUser,
    id: number,
    event: InterviewEvent,
    calendar: 'REQUEST' | 'CANCEL' | null,
    message?: string | null,
  ) {
    const interview = await mailInterview(viewer, id);
    const actorName = `${actor.first_name} ${actor.last_name}`;
    const mails = eventMails({ event, actorSide: viewer.side, actorName, interview, calendar, shellUrl, message });
    const otherSide: Side = viewer.side === 'journalist' ? 'expert' : 'journalist';
    await notifications.notify(
      interview[otherSide].id,
      'Interview',
      eventHtml(event, actorName, interview, otherSide, message),
    );
    sendLater(mails);
  }

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
        // From a pitch: one on the journalist's own request, for this guest.
        const pitch = body.pitch_id ? await pitchForInterview(tx, me.id, body.pitch_id, guest.id) : null;
        if (body.is_a_new_temp)
          await emailTemplatesRepository(tx).insert(me.id, {
            title: body.newTempTitle!,
            content: message,
            is_default: false,
          });
        const inserted = await interviews.insert({
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
          time_zone: body.time_zone || null,
        });
        await pitch?.markRequested();
        return inserted;
      });
      await notifications.notify(
        guest.expert_id,
        'Interview',
        `<p>New interview request from <b>${escapeHtml(values.journalist_name)}</b> for <b>${escapeHtml(guest.name)}</b>.</p>`,
      );
      // The expert account reads the journalist's message, filled in, in its mailbox too.
      const parties = await repository.parties(row!.id);
      if (parties)
        sendLater([
          requestMail({
            to: parties.expert.email,
            subject: row!.invitation_subject,
            invitationHtml: invitation,
            journalistName: values.journalist_name,
            guestName: guest.name,
            date: invitationDate(body.date_interview, body.time_zone),
            link: `${shellUrl}${interviewPage('expert', INTERVIEW_STATUS.PENDING)}`,
          }),
        ]);
      return row;
    },

    async upcoming(user: { id: number; role: number }) {
      const rows = await repository.upcoming(await viewerOf(user), UPCOMING_LIMIT);
      return rows.map((r) => ({ ...r, date: iso(r.date) }));
    },

    /** The views each role has; another role's view is refused on `view`. */
    async list(user: InterviewUser, query: Omit<InterviewListQuery, 'view'> & { view?: string }) {
      const viewer = await viewerOf(user);
      const views: readonly string[] = INTERVIEW_VIEWS[viewer.side];
      const view = query.view ?? views[0]!;
      if (!views.includes(view)) throw fieldError('view', INTERVIEW_MESSAGES.VIEW_INVALID);
      const now = new Date();
      const page = await repository.page(viewer, { ...query, view: view as InterviewView }, now);
      return { ...page, data: page.data.map((row) => toItem(viewer.side, row, now.getTime())) };
    },

    async detail(user: InterviewUser, id: number) {
      const viewer = await viewerOf(user);
      const item = await itemOf(viewer, id);
      const [notes, history] = await Promise.all([repository.notes(id, user.id), repository.history(id)]);
      return {
        ...item,
        notes: notes.map((n) => ({ ...n, created_at: iso(n.created_at) })),
        history: history.map((h) => ({
          ...h,
          date_interview: h.date_interview ? iso(h.date_interview) : null,
          created_at: iso(h.created_at),
        })),
      };
    },

    /**
     * A transition of issue 15's matrix, on the locked row: the history keeps who and when, the
     * calendar SEQUENCE rises when calendars must follow, and the other side is told.
     */
    async setStatus(user: InterviewUser, id: number, change: StatusChange) {
      const viewer = await viewerOf(user);
      if (change.time_zone && !isIanaZone(change.time_zone)) throw fieldError('time_zone', ZONE_INVALID);
      const from = await db.transaction(async (tx) => {
        const interviews = interviewsRepository(tx);
        const row = found(await interviews.lockMine(viewer, id), INTERVIEW_MESSAGES.NOT_FOUND);
        const date = iso(row.date_interview);
        if (!isAllowed(viewer.side, row.status, change.status, date))
          throw fieldError('status', refusalMessage(viewer.side, row.status, date));
        const calendarChange =
          change.status === INTERVIEW_STATUS.APPROVED || change.status === INTERVIEW_STATUS.CANCELLED;
        await interviews.update(id, {
          status: change.status,
          sequence: calendarChange ? row.sequence + 1 : row.sequence,
          ...(change.status === INTERVIEW_STATUS.APPROVED && change.time_zone
            ? { expert_time_zone: change.time_zone }
            : {}),
        });
        await interviews.addHistory({
          interview_id: id,
          status: change.status,
          kind: 'status',
          changed_by: user.id,
          date_interview: row.date_interview,
        });
        return row.status;
      });
      // Calendars hear of an approval, and of the end of an approved interview (a pending one never reached them).
      const calendar =
        change.status === INTERVIEW_STATUS.APPROVED
          ? 'REQUEST'
          : change.status === INTERVIEW_STATUS.CANCELLED && from === INTERVIEW_STATUS.APPROVED
            ? 'CANCEL'
            : null;
      await tell(viewer, user, id, EVENT_OF[change.status]!, calendar);
      return { data: await itemOf(viewer, id), message: STATUS_DONE_MESSAGES[change.status]! };
    },

    /** A new date and/or a message from either side while Pending or Approved; the reminders start over. */
    async update(user: InterviewUser, id: number, change: InterviewChange) {
      const viewer = await viewerOf(user);
      if (change.time_zone && !isIanaZone(change.time_zone)) throw fieldError('time_zone', ZONE_INVALID);
      const message = change.message ? cleanHtml(change.message) : null;
      const status = await db.transaction(async (tx) => {
        const interviews = interviewsRepository(tx);
        const row = found(await interviews.lockMine(viewer, id), INTERVIEW_MESSAGES.NOT_FOUND);
        if (!RESCHEDULABLE.includes(row.status)) throw fieldError('status', INTERVIEW_MESSAGES.NOT_RESCHEDULABLE);
        const date = change.date_interview ? change.date_interview.toISOString() : row.date_interview;
        // A new zone comes with a new date: the side that moves it keeps its own zone up to date.
        const zone = change.time_zone
          ? viewer.side === 'journalist'
            ? { time_zone: change.time_zone }
            : { expert_time_zone: change.time_zone }
          : {};
        await interviews.update(id, {
          date_interview: date,
          sequence: row.sequence + 1,
          reminded_24h_at: null,
          reminded_1h_at: null,
          ...zone,
        });
        await interviews.addHistory({
          interview_id: id,
          status: row.status,
          kind: 'reschedule',
          changed_by: user.id,
          date_interview: date,
          message,
        });
        return row.status;
      });
      await tell(viewer, user, id, 'rescheduled', status === INTERVIEW_STATUS.APPROVED ? 'REQUEST' : null, message);
      return itemOf(viewer, id);
    },

    async addNote(user: InterviewUser, id: number, note: string) {
      const viewer = await viewerOf(user);
      found(await repository.one(viewer, id), INTERVIEW_MESSAGES.NOT_FOUND);
      const row = await repository.addNote(id, user.id, note);
      return { ...row, created_at: iso(row.created_at) };
    },

    async publishedLink(user: InterviewUser, id: number, link: string) {
      const viewer = await viewerOf(user);
      if (viewer.side !== 'journalist') throw new HttpError(403, INTERVIEW_MESSAGES.ONLY_JOURNALIST_LINK);
      const row = found(await repository.one(viewer, id), INTERVIEW_MESSAGES.NOT_FOUND);
      if (row.status !== INTERVIEW_STATUS.DONE) throw fieldError('published_link', INTERVIEW_MESSAGES.LINK_NOT_DONE);
      await repository.update(id, { published_link: link });
      return itemOf(viewer, id);
    },

    async coverage(user: InterviewUser) {
      const viewer = await viewerOf(user);
      if (viewer.side !== 'expert') throw new HttpError(403, INTERVIEW_MESSAGES.ONLY_EXPERTS_COVERAGE);
      const rows = await repository.coverage(viewer.accountId, COVERAGE_LIMIT);
      return rows.map((r) => ({ ...r, date_interview: iso(r.date_interview) }));
    },

    /** The month's days (in `zone`) that have interviews, each with them, in date order. */
    async calendarMonth(user: InterviewUser, month: string, zone: string) {
      const viewer = await viewerOf(user);
      const [year, m] = month.split('-').map(Number) as [number, number];
      // A zone is at most 14 hours from UTC: a day's padding each side, then each is placed by its local day.
      const from = new Date(Date.UTC(year, m - 1, 1) - DAY_MS);
      const to = new Date(Date.UTC(year, m, 1) + DAY_MS);
      const now = Date.now();
      const days = new Map<string, ReturnType<typeof toItem>[]>();
      for (const row of await repository.between(viewer, from, to)) {
        const day = dayIn(zone, row.date_interview);
        if (!day.startsWith(month)) continue;
        if (!days.has(day)) days.set(day, []);
        days.get(day)!.push(toItem(viewer.side, row, now));
      }
      return [...days].map(([date, interviews]) => ({ date, interviews }));
    },

    /** One day's interviews (in `zone`). */
    async calendarDay(user: InterviewUser, day: string, zone: string) {
      const viewer = await viewerOf(user);
      const [year, m, d] = day.split('-').map(Number) as [number, number, number];
      const from = new Date(Date.UTC(year, m - 1, d) - DAY_MS);
      const to = new Date(Date.UTC(year, m - 1, d) + 2 * DAY_MS);
      const now = Date.now();
      return (await repository.between(viewer, from, to))
        .filter((row) => dayIn(zone, row.date_interview) === day)
        .map((row) => toItem(viewer.side, row, now));
    },
  };
}
