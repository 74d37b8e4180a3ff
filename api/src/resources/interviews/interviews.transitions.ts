import { INTERVIEW_STATUS } from 'mf-shared/roles';

/** The two sides of an interview: the requesting journalist and the guest's expert account. */
export type Side = 'journalist' | 'expert';

export type InterviewStatus = (typeof INTERVIEW_STATUS)[keyof typeof INTERVIEW_STATUS];

export const STATUS_NAMES: Record<InterviewStatus, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Rejected',
  3: 'Cancelled',
  4: 'Done',
};

/** What a viewer may do now; pages show only these. */
export const ACTIONS = ['approve', 'reject', 'cancel', 'done', 'reschedule', 'note', 'publish_link'] as const;
export type Action = (typeof ACTIONS)[number];

const { PENDING, APPROVED, REJECTED, CANCELLED, DONE } = INTERVIEW_STATUS;

/**
 * Issue 15's matrix: the expert account answers (Pending → Approved or Rejected) and may call off an
 * approved interview; the journalist may withdraw a pending or approved one; either side marks an
 * approved one Done, but only once its date has passed (checked by `allowedTargets`).
 */
const MATRIX: Record<Side, Partial<Record<InterviewStatus, InterviewStatus[]>>> = {
  expert: { [PENDING]: [APPROVED, REJECTED], [APPROVED]: [CANCELLED, DONE] },
  journalist: { [PENDING]: [CANCELLED], [APPROVED]: [CANCELLED, DONE] },
};

/** The statuses this side may set from `status`, at this moment (Done only once the date has passed). */
export function allowedTargets(side: Side, status: number, dateInterview: string, now = Date.now()) {
  const passed = new Date(dateInterview).getTime() <= now;
  return (MATRIX[side][status as InterviewStatus] ?? []).filter((to) => to !== DONE || passed);
}

export function isAllowed(side: Side, status: number, to: number, dateInterview: string, now = Date.now()) {
  return allowedTargets(side, status, dateInterview, now).includes(to as InterviewStatus);
}

/** The 422 message naming what this side may set from the interview's status. */
export function refusalMessage(side: Side, status: number, dateInterview: string, now = Date.now()) {
  const name = STATUS_NAMES[status as InterviewStatus] ?? String(status);
  const allowed = allowedTargets(side, status, dateInterview, now).map((s) => STATUS_NAMES[s]);
  const later = (MATRIX[side][status as InterviewStatus] ?? []).includes(DONE) && !allowed.includes('Done');
  const laterText = later ? ' It can be set Done once its date has passed.' : '';
  if (!allowed.length) return `This interview is ${name}: its status can no longer be changed.${laterText}`;
  const list = allowed.length === 1 ? allowed[0] : `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`;
  return `This interview is ${name}: you may set ${list}.${laterText}`;
}

/** Statuses in which either side may still move the date or send a message. */
export const RESCHEDULABLE: number[] = [PENDING, APPROVED];

/** What this viewer may do with the interview now, from the same rules the server enforces. */
export function actionsFor(
  side: Side,
  interview: { status: number; date_interview: string },
  now = Date.now(),
): Action[] {
  const targets = allowedTargets(side, interview.status, interview.date_interview, now);
  const actions: Action[] = [];
  if (targets.includes(APPROVED)) actions.push('approve');
  if (targets.includes(REJECTED)) actions.push('reject');
  if (targets.includes(CANCELLED)) actions.push('cancel');
  if (targets.includes(DONE)) actions.push('done');
  if (RESCHEDULABLE.includes(interview.status)) actions.push('reschedule');
  actions.push('note');
  if (side === 'journalist' && interview.status === DONE) actions.push('publish_link');
  return actions;
}
