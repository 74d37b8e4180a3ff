import { ROLE, STATUS, type Role, type Status } from '../constants/roles';
import { discussNowStep, effectiveStatus, homeRoute } from './access';
import type { User } from './types';
import { userForTest } from '../../test/session';

const user = (role: Role, status: Status, date_deleting: string | null = null): User =>
  userForTest({ role, status, date_deleting, email: 'u@example.com' });

describe('landing after login (spec section 4)', () => {
  it.each([
    [
      'a journalist waiting for approval',
      user(ROLE.JOURNALIST, STATUS.WAIT_FOR_APPROVING),
      '/profile/journalist/personal-info',
    ],
    ['an expert waiting for approval', user(ROLE.EXPERT, STATUS.WAIT_FOR_APPROVING), '/profile/expert/personal-info'],
    ['an expert who must add a guest', user(ROLE.EXPERT, STATUS.MUST_ADD_GUEST), '/register/expert/2'],
    ['an expert who must pay', user(ROLE.EXPERT, STATUS.MUST_PAY), '/register/expert/3'],
    ['an expert whose payment is in process', user(ROLE.EXPERT, STATUS.PAYMENT_IN_PROCESS), '/profile/expert/payment'],
    ['an account to be deleted', user(ROLE.EXPERT, STATUS.SIMPLE_USER, '2026-12-01'), '/profile/expert/personal-info'],
    ['an approved journalist', user(ROLE.JOURNALIST, STATUS.SIMPLE_USER), '/dashboard'],
    ['an approved expert', user(ROLE.EXPERT, STATUS.SIMPLE_USER), '/guests'],
    ['a locked account', user(ROLE.JOURNALIST, STATUS.LOCKED_BY_ADMIN), '/'],
  ])('sends %s to %s', (_who, u, route) => {
    expect(homeRoute(u)).toBe(route);
  });

  it('sends a visitor to main', () => {
    expect(homeRoute(null)).toBe('/');
  });

  it('derives WILL_BE_DELETED from date_deleting whatever the stored status', () => {
    expect(effectiveStatus({ status: STATUS.MUST_PAY, date_deleting: '2026-12-01' })).toBe(STATUS.WILL_BE_DELETED);
    expect(effectiveStatus({ status: STATUS.MUST_PAY, date_deleting: null })).toBe(STATUS.MUST_PAY);
  });
});

describe('Discuss now on a guest', () => {
  it('asks a visitor to sign in', () => {
    expect(discussNowStep(null)).toEqual({ kind: 'sign-in' });
  });

  it('tells an expert only journalists create interviews', () => {
    expect(discussNowStep(user(ROLE.EXPERT, STATUS.SIMPLE_USER))).toEqual({
      kind: 'refused',
      message: 'Only journalist can create interviews',
    });
  });

  it('gives a journalist waiting for approval the approval message, and one being deleted theirs', () => {
    expect(discussNowStep(user(ROLE.JOURNALIST, STATUS.WAIT_FOR_APPROVING))).toEqual({
      kind: 'refused',
      message:
        'You can’t use any of the features until you have been approved. The approval process usually takes up to 24 hours.',
    });
    expect(discussNowStep(user(ROLE.JOURNALIST, STATUS.SIMPLE_USER, '2027-01-01'))).toMatchObject({
      message: 'You don`t have access to this page. Please, restore your account before.',
    });
  });

  it('opens the request for an approved journalist', () => {
    expect(discussNowStep(user(ROLE.JOURNALIST, STATUS.SIMPLE_USER))).toEqual({ kind: 'request' });
  });
});
