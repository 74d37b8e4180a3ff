import type { ListParams } from 'mf-shared/kit/table';
import type { ApiAnswer, ApiData, ApiItem } from '../../contract';

/** An interview request as sent to the server (spec section 3, "Interview invitation"). */
export interface InterviewRequestPayload {
  guest_id: number;
  email_template_id: number;
  /** ISO date and time. */
  date_interview: string;
  /** The message as the expert reads it (HTML, placeholders filled). */
  comment?: string;
  is_a_new_temp: boolean;
  newTempTitle?: string;
}

/** POST /interview/create: the stored request (status Pending) and the server's words for the toast. */
export type InterviewRequestAnswer = ApiAnswer<'/interview/create', 'post', 201>;

/** What the viewer may do to an interview now; the server decides (its `actions`), pages only show them. */
export type InterviewAction = InterviewItem['actions'][number];

/** The lists each side has (issue 15): journalist all, planned, process; expert pending, planned, archive. */
export type JournalistInterviewView = 'all' | 'planned' | 'process';
export type ExpertInterviewView = 'pending' | 'planned' | 'archive';
export type InterviewView = JournalistInterviewView | ExpertInterviewView;

export type InterviewSort = 'date_interview' | 'created_at' | 'status' | 'guest';
export const INTERVIEW_SORTS: readonly InterviewSort[] = ['date_interview', 'created_at', 'status', 'guest'];

/**
 * GET /interview: one interview as lists, the calendar and the drawer show it. `status` is
 * INTERVIEW_STATUS (Pending 0, Approved 1, Rejected 2, Cancelled 3, Done 4); `date_interview` ISO,
 * UTC; `time_zone` the requester's (journalist's) IANA zone, `expert_time_zone` the expert's (sent on
 * approval); `note` the viewer's latest own note.
 */
export type InterviewItem = ApiItem<'/interview'>;

export type InterviewGuest = InterviewItem['guest'];

export type InterviewJournalist = InterviewItem['journalist'];

/**
 * GET /interview/{id}: one interview in full (the drawer): the invitation (`invitation_body` is
 * sanitized HTML from the server, sanitized again when shown), the viewer's notes and the history.
 */
export type InterviewDetail = ApiData<'/interview/{id}'>;

/** A note of the viewer's (POST /interview/add-note/{id} answers the new one). */
export type InterviewNote = InterviewDetail['notes'][number];

export type InterviewHistoryEntry = InterviewDetail['history'][number];

export interface InterviewListParams extends Partial<ListParams<InterviewSort>> {
  view: InterviewView;
}

/** GET /interview: one page of interviews. */
export type InterviewList = ApiAnswer<'/interview'>;

/** GET /interview/calendar: a day of the month calendar (in the asked zone) with its interviews. */
export type InterviewCalendarDay = ApiItem<'/interview/calendar'>;

/** GET /interview/coverage: a published piece after an interview (the expert's coverage). */
export type InterviewCoverage = ApiItem<'/interview/coverage'>;

/** GET /calendar/token: the private calendar feed of the signed-in user (subscribe from Google, Outlook or Apple Calendar). */
export type CalendarFeed = ApiData<'/calendar/token'>;

/** POST /interview/set-status/{id}: the changed interview and the server's words for the toast. */
export type InterviewWriteAnswer = ApiAnswer<'/interview/set-status/{id}', 'post'>;

/** POST /interview/update/{id} and /interview/published-link/{id}: the changed interview (no message). */
export type InterviewChangeAnswer = ApiAnswer<'/interview/update/{id}', 'post'>;
