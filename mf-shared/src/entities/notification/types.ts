/** A notification of the signed-in user (spec sections 3, 4 and 7). `data` is stored HTML. */
export interface AppNotification {
  id: number;
  /** Search: a saved search's digest of new matches (journalists). Payment: a plan paid, failed or ended. */
  type: 'Interview' | 'Question' | 'Search' | 'Guest' | 'Payment';
  data: string;
  created_at: string;
  read_at: string | null;
}
