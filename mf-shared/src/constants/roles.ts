/** Numeric roles and statuses exactly as the API sends them (spec section 4). */
export const ROLE = { EXPERT: 0, JOURNALIST: 1 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

export const STATUS = {
  WAIT_FOR_APPROVING: 0,
  SIMPLE_USER: 1,
  MUST_ADD_GUEST: 2,
  MUST_PAY: 3,
  PAYMENT_IN_PROCESS: 4,
  WILL_BE_DELETED: 9,
  LOCKED_BY_ADMIN: 10,
} as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

/** The login type a visitor picked; kept in local storage as `userType`. */
export type UserType = 'journalist' | 'expert';

export const INTERVIEW_STATUS = {
  PENDING: 0,
  APPROVED: 1,
  REJECTED: 2,
  CANCELLED: 3,
  DONE: 4,
} as const;

export const MESSAGE_TYPE = { DRAFT: 0, ANSWER: 1 } as const;
