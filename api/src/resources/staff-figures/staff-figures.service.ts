import { figuresRange, figuresRangeSchema, addDays } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { validated } from '../../lib/validation';
import { toCsv } from '../guests/guests.csv';
import { staffFiguresRepository, type Span } from './staff-figures.repository';

/** Figures in the currency of every plan (reference data: SGD). */
export const FIGURES_CURRENCY = 'SGD';

/** What one day (or the whole range) counts; medians are null where nothing was measured. */
export interface FiguresRow {
  signups_journalists: number;
  signups_experts: number;
  approvals: number;
  approval_median_hours: number | null;
  interview_requests: number;
  interviews_pending: number;
  interviews_accepted: number;
  interviews_rejected: number;
  interviews_cancelled: number;
  interviews_done: number;
  questions: number;
  questions_answered: number;
  first_answer_median_minutes: number | null;
}

export interface FiguresDay extends FiguresRow {
  date: string;
  mrr_cents: number;
  active_subscriptions: number;
}

const EMPTY: FiguresRow = {
  signups_journalists: 0,
  signups_experts: 0,
  approvals: 0,
  approval_median_hours: null,
  interview_requests: 0,
  interviews_pending: 0,
  interviews_accepted: 0,
  interviews_rejected: 0,
  interviews_cancelled: 0,
  interviews_done: 0,
  questions: 0,
  questions_answered: 0,
  first_answer_median_minutes: null,
};

/** One decimal: the figures are read by people. */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The CSV's columns, in order: the day, then every figure of the day. */
export const FIGURES_CSV_COLUMNS = [
  'date',
  ...(Object.keys(EMPTY) as (keyof FiguresRow)[]),
  'mrr_cents',
  'active_subscriptions',
] as const;

/**
 * The business's figures for the console (support and owners), per UTC day of a range of at most
 * FIGURES_MAX_DAYS: sign-ups by role, approvals and the median wait for one, interview requests by
 * their outcome, questions and the median time to a first answer, and monthly recurring revenue.
 */
export function staffFiguresService(db: Database, deps: { now?: () => number } = {}) {
  const now = deps.now ?? Date.now;
  const repo = staffFiguresRepository(db);

  async function figures(query: { from?: string; to?: string }) {
    const today = new Date(now()).toISOString().slice(0, 10);
    const { from, to } = await validated(figuresRangeSchema, figuresRange(query, today));
    const span: Span = { start: `${from}T00:00:00Z`, end: `${addDays(to, 1)}T00:00:00Z` };
    const [signUps, approvals, interviews, questions, recurring, waiting] = await Promise.all([
      repo.signUps(span),
      repo.approvals(span),
      repo.interviews(span),
      repo.questions(span),
      repo.recurring(span),
      repo.waitingNow(),
    ]);

    // Every day of the range, then the whole range (key ''), filled from each query's rows.
    const rows = new Map<string, FiguresRow>(recurring.map((r) => [r.day!, { ...EMPTY }]));
    rows.set('', { ...EMPTY });
    const fill = <T extends { day: string | null }>(list: T[], put: (row: FiguresRow, r: T) => void) => {
      for (const r of list) put(rows.get(r.day ?? '')!, r);
    };
    fill(signUps, (row, r) => Object.assign(row, { signups_journalists: r.journalists, signups_experts: r.experts }));
    fill(approvals, (row, r) =>
      Object.assign(row, { approvals: r.approved, approval_median_hours: rounded(r.median_hours) }),
    );
    fill(interviews, (row, r) =>
      Object.assign(row, {
        interview_requests: r.requests,
        interviews_pending: r.pending,
        interviews_accepted: r.accepted,
        interviews_rejected: r.rejected,
        interviews_cancelled: r.cancelled,
        interviews_done: r.done,
      }),
    );
    fill(questions, (row, r) =>
      Object.assign(row, {
        questions: r.questions,
        questions_answered: r.answered,
        first_answer_median_minutes: rounded(r.median_minutes),
      }),
    );

    const days: FiguresDay[] = recurring.map((r) => ({
      date: r.day!,
      ...rows.get(r.day!)!,
      mrr_cents: r.mrr_cents,
      active_subscriptions: r.subscriptions,
    }));
    const totals = rows.get('')!;
    // Accepted (or done since) out of the requests the expert side answered: cancelled and pending aside.
    const accepted = totals.interviews_accepted + totals.interviews_done;
    const answered = accepted + totals.interviews_rejected;
    return {
      from,
      to,
      currency: FIGURES_CURRENCY,
      approvals_waiting: waiting,
      totals: {
        ...totals,
        acceptance_percent: answered === 0 ? null : rounded((100 * accepted) / answered),
        mrr_cents: days.at(-1)?.mrr_cents ?? 0,
      },
      days,
    };
  }

  return {
    figures,

    /** The same figures as CSV, a line per day. */
    async csv(query: { from?: string; to?: string }) {
      const { from, to, days } = await figures(query);
      const text = toCsv([
        [...FIGURES_CSV_COLUMNS],
        ...days.map((day) => FIGURES_CSV_COLUMNS.map((column) => String(day[column] ?? ''))),
      ]);
      return { text, filename: `presspoint-figures-${from}-to-${to}.csv` };
    },
  };
}
