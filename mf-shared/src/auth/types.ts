import type { Role, Status } from '../constants/roles';

/** The signed-in user as `GET profile` returns it (spec section 3). */
export interface User {
  id: number;
  role: Role;
  status: Status;
  date_deleting: string | null;
  twofa_status?: boolean;
  /** False for an account made by social sign-in until it sets its first password. */
  has_password?: boolean;
  avatar?: string | null;
  email: string;
  title?: string | null;
  company_name?: string | null;
  /** An expert account's company, shown on its profile. */
  company_description?: string | null;
  company_logo?: string | null;
  work_phone?: string | null;
  linkedin?: string | null;
  profile?: { first_name: string; last_name: string; company_name?: string | null };
  guests?: { id: number; first_name: string; last_name: string }[];
}
