import { generatePath } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { DASHBOARD_PANELS, type DashboardPanel, type JournalistDashboard } from 'mf-shared/types/dashboard';
import type { SavedSearchQuery } from 'mf-shared/types/saved-search';

/** Each panel's heading, on its card and its page. */
export const PANEL_TITLES: Record<DashboardPanel, string> = {
  interviews: 'Interviews',
  upcoming: 'Upcoming interviews',
  questions: 'Questions waiting',
  contacts: 'Contacts saved',
  'saved-searches': 'Saved searches',
  'response-time': 'Median time to approval',
};

export const panelPath = (name: DashboardPanel) => generatePath(ROUTES.DASHBOARD_PANEL, { name });

export const isPanel = (name: string | undefined): name is DashboardPanel =>
  (DASHBOARD_PANELS as readonly string[]).includes(name ?? '');

type InterviewStatus = Exclude<keyof JournalistDashboard['interviews'], 'total'>;

/** Interview statuses in the order a request moves through them. */
export const INTERVIEW_STATUSES: { key: InterviewStatus; label: string }[] = [
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
  { key: 'done', label: 'Done' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'cancelled', label: 'Cancelled' },
];

/** Hours to one decimal ('1 hour', '5.5 hours'), or '-' when there is no figure. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return '-';
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Names of the lookup ids a saved search filters by (a missing name shows as a count). */
export interface LookupNames {
  expertise: (id: number) => string | undefined;
  country: (id: number) => string | undefined;
  available: (id: number) => string | undefined;
  language: (id: number) => string | undefined;
}

const FACETS: { key: keyof LookupNames; label: string; one: string; many: string }[] = [
  { key: 'expertise', label: 'Expertise', one: 'expertise', many: 'expertises' },
  { key: 'country', label: 'Country', one: 'country', many: 'countries' },
  { key: 'available', label: 'Available in', one: 'region', many: 'regions' },
  { key: 'language', label: 'Language', one: 'language', many: 'languages' },
];

/** One line saying what a saved search looks for: 'Search “fintech” · Country: Singapore, Malaysia · 4+ stars'. */
export function summarizeQuery(query: SavedSearchQuery, names: LookupNames): string {
  const parts: string[] = [];
  if (query.search) parts.push(`Search “${query.search}”`);
  for (const facet of FACETS) {
    const ids = query[facet.key] ?? [];
    if (!ids.length) continue;
    const named = ids.map((id) => names[facet.key](id));
    parts.push(
      named.every(Boolean) ? `${facet.label}: ${named.join(', ')}` : plural(ids.length, facet.one, facet.many),
    );
  }
  if (query.gender?.length)
    parts.push(`Gender: ${query.gender.map((g) => g[0].toUpperCase() + g.slice(1)).join(', ')}`);
  if (query.rating) parts.push(`${query.rating}+ stars`);
  return parts.length ? parts.join(' · ') : 'All guests';
}
