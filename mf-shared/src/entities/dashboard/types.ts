import type { SavedSearchQuery } from '../../validation/savedSearch';

/** GET /dashboard: the journalist's figures (issue 13). Each key names a `/dashboard/{name}` panel. */
export interface JournalistDashboard {
  /** Interview requests by status name, with their total. */
  interviews: { pending: number; approved: number; rejected: number; cancelled: number; done: number; total: number };
  /** Approved interviews still ahead, nearest first (at most 5 here; the panel pages them all). */
  upcoming: { id: number; guest_id: number; guest_fullname: string; date: string; time_zone: string | null }[];
  /** Conversations whose last message is the journalist's, still unanswered. */
  questions_waiting: number;
  /** Contacts saved or made. */
  contacts: number;
  /** Saved searches, the ones with new matches first. */
  saved_searches: {
    id: number;
    name: string;
    query: SavedSearchQuery;
    is_paused: boolean;
    last_new_count: number;
    last_run_at: string;
  }[];
  /** Median hours from a request to its approval over the journalist's approved requests; null with none. */
  median_hours_to_approval: number | null;
  /** How many approvals that median is drawn from. */
  approvals: number;
}

/** The dashboard's panels, each at `/dashboard/{name}`. */
export const DASHBOARD_PANELS = [
  'interviews',
  'upcoming',
  'questions',
  'contacts',
  'saved-searches',
  'response-time',
] as const;
export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];
