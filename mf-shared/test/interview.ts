// Interviews as GET /interview lists them, for the workspace's tests and each app's page tests.
import type { InterviewItem } from 'mf-shared/entities/interview';

/** What every listed interview has: Ann Lee (guest 3), asked for by Jo Reporter, nothing written yet. */
const BOTH_SIDES = {
  guest: { id: 3, first_name: 'Ann', last_name: 'Lee', avatar: null },
  journalist: { id: 1, name: 'Jo Reporter', company_name: 'Daily Ledger' },
  comment: null,
  note: null,
  published_link: null,
  created_at: '2030-12-01T09:00:00.000Z',
  updated_at: '2030-12-01T09:00:00.000Z',
} satisfies Partial<InterviewItem>;

/** Interview 7, approved, as the journalist sees it: cancel, reschedule and note allowed. */
export const approvedInterview = (over: Partial<InterviewItem> = {}): InterviewItem => ({
  ...BOTH_SIDES,
  id: 7,
  status: 1,
  // 10:00 in London (winter, UTC+0) is 18:00 in Singapore (UTC+8).
  date_interview: '2031-01-15T10:00:00.000Z',
  time_zone: 'Europe/London',
  expert_time_zone: 'Asia/Singapore',
  actions: ['cancel', 'reschedule', 'note'],
  ...over,
});

/** Interview 21, pending, as the expert sees it: approve, reject, reschedule and note allowed. */
export const pendingInterview = (over: Partial<InterviewItem> = {}): InterviewItem => ({
  ...BOTH_SIDES,
  id: 21,
  status: 0,
  // 15:00 UTC: 10:00 AM in New York (EST), 11:00 PM in Singapore.
  date_interview: '2031-01-15T15:00:00.000Z',
  time_zone: 'America/New_York',
  expert_time_zone: null,
  actions: ['approve', 'reject', 'reschedule', 'note'],
  ...over,
});
