import type { ApiListMeta } from 'mf-shared';

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

export interface InterviewRequestAnswer {
  data: { id: number; status: number };
  message: string;
}

/** What the viewer may do to an interview now; the server decides (its `actions`), pages only show them. */
export type InterviewAction = 'approve' | 'reject' | 'cancel' | 'done' | 'reschedule' | 'note' | 'publish_link';

/** The lists each side has (issue 15): journalist all, planned, process; expert pending, planned, archive. */
export type JournalistInterviewView = 'all' | 'planned' | 'process';
export type ExpertInterviewView = 'pending' | 'planned' | 'archive';
export type InterviewView = JournalistInterviewView | ExpertInterviewView;

export type InterviewSort = 'date_interview' | 'created_at' | 'status' | 'guest';
export const INTERVIEW_SORTS: readonly InterviewSort[] = ['date_interview', 'created_at', 'status', 'guest'];

export interface InterviewGuest {
  id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

export interface InterviewJournalist {
  id: number;
  name: string;
  company_name: string | null;
}

/** One interview as lists, the calendar and the drawer show it. */
export interface InterviewItem {
  id: number;
  /** INTERVIEW_STATUS: Pending 0, Approved 1, Rejected 2, Cancelled 3, Done 4. */
  status: number;
  /** ISO, UTC. */
  date_interview: string;
  /** The requester's (journalist's) IANA zone, or null. */
  time_zone: string | null;
  /** The expert's IANA zone (sent on approval), or null. */
  expert_time_zone: string | null;
  guest: InterviewGuest;
  journalist: InterviewJournalist;
  comment: string | null;
  /** The viewer's latest own note, or null. */
  note: string | null;
  published_link: string | null;
  created_at: string;
  updated_at: string;
  actions: InterviewAction[];
}

export interface InterviewNote {
  id: number;
  body: string;
  created_at: string;
}

export interface InterviewHistoryEntry {
  id: number;
  kind: 'status' | 'reschedule';
  status: number | null;
  date_interview: string | null;
  message: string | null;
  changed_by_name: string | null;
  created_at: string;
}

/** One interview in full (the drawer): the invitation, the viewer's notes and the history. */
export interface InterviewDetail extends InterviewItem {
  invitation_subject: string | null;
  /** Sanitized HTML from the server; sanitized again when shown. */
  invitation_body: string | null;
  notes: InterviewNote[];
  history: InterviewHistoryEntry[];
}

export interface InterviewListParams {
  view: InterviewView;
  search?: string;
  page?: number;
  per_page?: number;
  sort?: InterviewSort;
  direction?: 'asc' | 'desc';
}

export interface InterviewList {
  data: InterviewItem[];
  meta: ApiListMeta;
}

/** A day of the month calendar (in the asked zone) with its interviews. */
export interface InterviewCalendarDay {
  date: string;
  interviews: InterviewItem[];
}

/** A published piece after an interview (the expert's coverage). */
export interface InterviewCoverage {
  id: number;
  guest: InterviewGuest;
  journalist: InterviewJournalist;
  date_interview: string;
  published_link: string;
}

/** The private calendar feed of the signed-in user (subscribe from Google, Outlook or Apple Calendar). */
export interface CalendarFeed {
  url: string;
}

/** A write's answer with the changed interview and the server's words for the toast. */
export interface InterviewWriteAnswer {
  data: InterviewItem;
  message?: string;
}
