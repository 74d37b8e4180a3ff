import { STATUS, type Status } from './roles';

/** What a user without access to a page is told (spec section 4), word for word. */
export const ACCESS_MESSAGES: Partial<Record<Status, string>> = {
  [STATUS.WAIT_FOR_APPROVING]:
    'You can’t use any of the features until you have been approved. The approval process usually takes up to 24 hours.',
  [STATUS.WILL_BE_DELETED]: 'You don`t have access to this page. Please, restore your account before.',
  [STATUS.MUST_PAY]: 'You don’t have access to this page. Please pay for your account first.',
  [STATUS.PAYMENT_IN_PROCESS]:
    'You don`t have access to this page. Please, wait for successfully executed transaction.',
  [STATUS.LOCKED_BY_ADMIN]: 'Your account was locked by admin.',
};

/** The error catalogue of spec section 8. */
export const ERROR_MESSAGES = {
  SOMETHING_WENT_WRONG: 'Something went wrong',
  LOCKED_ON_LOGIN: 'Sorry, your account was locked by admin',
  SUCCESS: 'Success',
  REQUIRED_FIELDS: (fields: string[]) => `The following fields are reqiured ${fields.join(', ')}.`,
  NO_RESULT: 'No Result Found',
  NO_DATA: 'No data',
  NO_AUTHOR_POSTS: 'No posts found for this expert',
} as const;

/** Why the login dialog opened by itself (our words; the spec names none): signing in leads back. */
export const LOGIN_REASONS = {
  INTERVIEW: 'Sign in as a journalist to request this interview. You will come back to this page.',
  QUESTION: 'Sign in as a journalist to ask this question. You will come back to this page.',
  EVENT: 'Sign in as a journalist to register for this briefing. You will come back to this page.',
  PAGE: 'Sign in to open this page. You will come back to it.',
  SESSION_ENDED: 'Your session has ended. Sign in again to carry on where you were.',
} as const;
