import { ROUTES } from 'mf-shared';
import { notificationTarget } from './NotificationBell';
import { countdownText } from './UpcomingInterview';
import { notifiedRequestId } from 'mf-shared/entities/source-request';

describe('the upcoming-interview countdown (spec section 4)', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('shows days when at least one day remains', () => {
    expect(countdownText(later(86_400_000), now)).toBe('1 DAY');
    expect(countdownText(later(3 * 86_400_000 + 5_000), now)).toBe('3 DAYS');
  });

  it('shows hours:minutes, padded, when less than a day remains', () => {
    expect(countdownText(later((5 * 60 + 7) * 60_000), now)).toBe('05:07');
    expect(countdownText(later(23 * 3_600_000 + 59 * 60_000), now)).toBe('23:59');
  });

  it('shows 00:00 once the moment has passed', () => {
    expect(countdownText(later(-1000), now)).toBe('00:00');
  });
});

describe('where a notification leads (spec section 4)', () => {
  it('sends an expert to pending interviews for Interview, else to questions', () => {
    expect(notificationTarget(0, 'Interview')).toBe(ROUTES.EXPERT_PENDING_INTERVIEWS);
    expect(notificationTarget(0, 'Question')).toBe(ROUTES.EXPERT_QUESTIONS);
  });

  it('sends a journalist to questions for Question, else to all interviews', () => {
    expect(notificationTarget(1, 'Question')).toBe(ROUTES.JOURNALIST_QUESTIONS);
    expect(notificationTarget(1, 'Interview')).toBe(ROUTES.JOURNALIST_INTERVIEWS);
  });

  it('opens the saved searches for a digest and the guests for a confirmation reminder', () => {
    expect(notificationTarget(1, 'Search')).toBe('/dashboard/saved-searches');
    expect(notificationTarget(0, 'Guest')).toBe(ROUTES.GUESTS);
  });

  it('opens the payment tab for a payment', () => {
    expect(notificationTarget(0, 'Payment')).toBe(ROUTES.EXPERT_PAYMENT);
  });

  it('opens the news and story ideas, or a journalist’s questions, for a moderator’s hiding', () => {
    expect(notificationTarget(0, 'Moderation')).toBe(ROUTES.CONTACTS_MANAGER);
    expect(notificationTarget(1, 'Moderation')).toBe(ROUTES.JOURNALIST_QUESTIONS);
  });
});

describe('where a Request notification leads (issue 27)', () => {
  it('opens the journalist’s request, or the expert’s opportunity, it names', () => {
    expect(notificationTarget(1, 'Request', 12)).toBe('/requests/12');
    expect(notificationTarget(0, 'Request', 12)).toBe('/opportunities/12');
  });

  it('opens the lists when the notification names no request', () => {
    expect(notificationTarget(1, 'Request')).toBe('/requests');
    expect(notificationTarget(0, 'Request')).toBe('/opportunities');
  });

  it('reads the request from a field the API sends, else from a link in the text', () => {
    const base = { id: 1, data: '<p>New pitch</p>', read_at: null, created_at: '2026-11-27T10:00:00Z' };
    expect(notifiedRequestId({ ...base, request_id: 7 })).toBe(7);
    expect(notifiedRequestId({ ...base, link: '/opportunities/9' })).toBe(9);
    expect(notifiedRequestId({ ...base, data: '<p><a href="/requests/31">A pitch</a></p>' })).toBe(31);
    expect(notifiedRequestId(base)).toBeNull();
  });
});
