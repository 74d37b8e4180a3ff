import type { JournalistDashboard } from 'mf-shared/types/dashboard';
import type { Database } from '../../db/database';
import { dashboardRepository } from './dashboard.repository';

/** Upcoming interviews the dashboard card lists; its panel reads them all. */
const UPCOMING_ON_CARD = 5;

/** The journalist's dashboard: where every request stands, in figures read from their own rows. */
export function dashboardService(db: Database) {
  const repository = dashboardRepository(db);

  return {
    async journalist(journalistId: number): Promise<JournalistDashboard> {
      const [interviews, upcoming, questions_waiting, contacts, saved_searches, approvals] = await Promise.all([
        repository.interviewsByStatus(journalistId),
        repository.upcoming(journalistId, UPCOMING_ON_CARD),
        repository.questionsWaiting(journalistId),
        repository.contacts(journalistId),
        repository.savedSearches(journalistId),
        repository.approvalTimes(journalistId),
      ]);
      return {
        interviews,
        upcoming,
        questions_waiting,
        contacts,
        saved_searches,
        // Hours with one decimal: "usually approved within 5.5 h".
        median_hours_to_approval: approvals.median === null ? null : Math.round(approvals.median * 10) / 10,
        approvals: approvals.count,
      };
    },
  };
}
