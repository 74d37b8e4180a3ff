/** One account per role and status (README: "Demo accounts"); all use DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo2026pass';

export interface DemoAccount {
  key:
    | 'journalist'
    | 'expert'
    | 'waiting'
    | 'mustaddguest'
    | 'mustpay'
    | 'paying'
    | 'deleting'
    | 'locked'
    | 'expert2'
    | 'team';
  email: string;
  role: 0 | 1;
  status: number;
  deleting?: boolean;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  work_phone: string;
  linkedin: string;
}

const base = (
  key: DemoAccount['key'],
  role: 0 | 1,
  status: number,
  first_name: string,
  last_name: string,
  company_name: string,
): DemoAccount => ({
  key,
  email: `${key}@example.com`,
  role,
  status,
  first_name,
  last_name,
  title: role === 1 ? 'Senior Reporter' : 'Head of Communications',
  company_name,
  work_phone: '6591234567',
  linkedin: `https://www.linkedin.com/in/demo-${key}`,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  base('journalist', 1, 1, 'Jordan', 'Lee', 'Straits Business Daily'),
  base('expert', 0, 1, 'Priya', 'Raman', 'Meridian Health Partners'),
  base('waiting', 1, 0, 'Wen', 'Tan', 'Harbour Radio'),
  base('mustaddguest', 0, 2, 'Marcus', 'Ong', 'Ong Advisory'),
  base('mustpay', 0, 3, 'Aisha', 'Rahman', 'Clearwater Law'),
  base('paying', 0, 4, 'Daniel', 'Koh', 'Koh Capital'),
  { ...base('deleting', 1, 1, 'Elena', 'Costa', 'Metro Weekly'), deleting: true },
  base('locked', 1, 10, 'Sam', 'Reyes', 'Island Times'),
];

/**
 * A second expert account and the member of its team (accepted, signs in with the same password
 * and manages the account's guests). Inserted after everything else, so the ids and values of the
 * demo data above stay as they were.
 */
export const DEMO_TEAM_ACCOUNTS: DemoAccount[] = [
  base('expert2', 0, 1, 'Nadia', 'Hassan', 'Lighthouse Policy Institute'),
  { ...base('team', 0, 1, 'Kai', 'Tan', 'Lighthouse Policy Institute'), title: 'Media officer' },
];

/** A demo account's `users` row: who it is and how it signs in (each seed step adds its dates). */
export const demoUserRow = (a: DemoAccount, password: string) => ({
  role: a.role,
  status: a.status,
  email: a.email,
  password,
  first_name: a.first_name,
  last_name: a.last_name,
  title: a.title,
  company_name: a.company_name,
  work_phone: a.work_phone,
  linkedin: a.linkedin,
});
