import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, ROLE } from 'mf-shared';
import type { InterviewItem } from 'mf-shared/entities/interview';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import InterviewsPage from './InterviewsPage';

// The realtime hub's listeners, caught so a test can deliver an event as the connection would.
const listeners = new Map<string, (payload: unknown) => void>();
jest.mock('mf-shared', () => {
  const actual = jest.requireActual('mf-shared');
  return {
    ...actual,
    useRealtimeEvent: (channel: string | null, event: string, handler: (payload: unknown) => void) => {
      if (channel) listeners.set(`${channel} ${event}`, handler);
    },
  };
});

const computedStyle = window.getComputedStyle.bind(window);
const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
beforeAll(() => {
  window.getComputedStyle = (element: Element) => computedStyle(element);
  Element.prototype.scrollIntoView = () => undefined;
});
beforeEach(() => {
  // The expert reads in Singapore; the journalist asked from New York.
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realOptions.call(this), timeZone: 'Asia/Singapore' };
  });
  signInForTest({ id: 9, role: ROLE.EXPERT, first_name: 'Eve', last_name: 'Expert' });
  listeners.clear();
});
afterEach(() => jest.restoreAllMocks());

const pending = (over: Partial<InterviewItem> = {}): InterviewItem => ({
  id: 21,
  status: 0,
  // 15:00 UTC: 10:00 AM in New York (EST), 11:00 PM in Singapore.
  date_interview: '2031-01-15T15:00:00.000Z',
  time_zone: 'America/New_York',
  expert_time_zone: null,
  guest: { id: 3, first_name: 'Ann', last_name: 'Lee', avatar: null },
  journalist: { id: 1, name: 'Jo Reporter', company_name: 'Daily Ledger' },
  comment: null,
  note: null,
  published_link: null,
  created_at: '2030-12-01T09:00:00.000Z',
  updated_at: '2030-12-01T09:00:00.000Z',
  actions: ['approve', 'reject', 'reschedule', 'note'],
  ...over,
});

const list = (rows: InterviewItem[]) => ({
  data: { data: rows, meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 } },
});

function renderAt(url: string) {
  return renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/interviews/expert/:view" element={<InterviewsPage />} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );
}

/** Opens Reschedule on Ann Lee's interview and types `when` into the new date. */
async function openRescheduleOn(when: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Reschedule the interview with Ann Lee' }));
  const dialog = await screen.findByRole('dialog');
  const date = within(dialog).getByLabelText('New date and time');
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: when } });
  fireEvent.keyDown(date, { key: 'Enter' });
  return dialog;
}

describe('the expert’s interview invitations', () => {
  it('shows the journalist and both local times, and approves with the browser’s zone once confirmed', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(list([pending()]));
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { data: pending({ status: 1, actions: [] }), message: 'Interview approved' } });
    renderAt('/interviews/expert/pending');
    const row = (await screen.findByText('Ann Lee')).closest('tr') as HTMLElement;
    expect(get).toHaveBeenCalledWith(
      '/interview',
      expect.objectContaining({ params: expect.objectContaining({ view: 'pending' }) }),
    );
    expect(within(row).getByText('Jo Reporter')).toBeInTheDocument();
    expect(within(row).getByText('Daily Ledger')).toBeInTheDocument();
    expect(within(row).getByText('2031/01/15 11:00 PM your time')).toBeInTheDocument();
    expect(within(row).getByText('10:00 AM in New York')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Cancel the interview with Ann Lee' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark done the interview with Ann Lee' })).not.toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Approve the interview with Ann Lee' }));
    const ask = await screen.findByRole('tooltip');
    expect(within(ask).getByText('Approve this interview? Both sides get a calendar invitation.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/interview/set-status/21', { status: 1, time_zone: 'Asia/Singapore' }),
    );
  });

  it('rejects only after the question is answered', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(list([pending()]));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: pending({ status: 2, actions: [] }) } });
    renderAt('/interviews/expert/pending');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the interview with Ann Lee' }));
    const ask = await screen.findByRole('tooltip');
    fireEvent.click(within(ask).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/interview/set-status/21', { status: 2 }));
  });

  it('shows a new request live: an Interview notification reads the list again', async () => {
    let rows: InterviewItem[] = [];
    const get = jest.spyOn(api, 'get').mockImplementation(async () => list(rows));
    renderAt('/interviews/expert/pending');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    const deliver = listeners.get('newNotification-9 NotificationEvent');
    expect(deliver).toBeDefined();
    const reads = get.mock.calls.length;
    // Another type of notification changes nothing here.
    act(() => deliver!({ notification: { id: 1, type: 'Question', data: '', created_at: '', read_at: null } }));
    rows = [pending()];
    act(() => deliver!({ notification: { id: 2, type: 'Interview', data: '', created_at: '', read_at: null } }));
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(get.mock.calls.length).toBe(reads + 1);
  });

  it('shows the coverage on the archive page', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
      url === '/interview/coverage'
        ? {
            data: {
              data: [
                {
                  id: 5,
                  guest: { id: 3, first_name: 'Ann', last_name: 'Lee', avatar: null },
                  journalist: { id: 1, name: 'Jo Reporter', company_name: 'Daily Ledger' },
                  date_interview: '2030-11-02T10:00:00.000Z',
                  published_link: 'https://ledger.example/ann-on-rates',
                },
              ],
            },
          }
        : list([pending({ id: 5, status: 4, actions: [] })]),
    );
    renderAt('/interviews/expert/archive');
    const coverage = await screen.findByRole('region', { name: 'Coverage' });
    expect(await within(coverage).findByRole('link', { name: 'https://ledger.example/ann-on-rates' })).toHaveAttribute(
      'href',
      'https://ledger.example/ann-on-rates',
    );
    expect(screen.getByRole('tab', { name: 'Archive', selected: true })).toBeInTheDocument();
  });

  it('reschedules to a date asked once more, with a message and the browser’s zone', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(list([pending()]));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: pending(), message: 'New date sent' } });
    renderAt('/interviews/expert/pending');
    const dialog = await openRescheduleOn('2032/02/03 09:30 AM');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Our guest travels that day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    const ask = await screen.findByRole('tooltip');
    expect(within(ask).getByText('Send the new date to the other side?')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/interview/update/21', {
        // 09:30 in the picker is the browser's local time.
        date_interview: new Date(2032, 1, 3, 9, 30).toISOString(),
        message: 'Our guest travels that day',
        time_zone: 'Asia/Singapore',
      }),
    );
  });

  it('shows a message too long on its field before asking anything, with the API’s limit and words', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(list([pending()]));
    const post = jest.spyOn(api, 'post');
    renderAt('/interviews/expert/pending');
    const dialog = await openRescheduleOn('2032/02/03 09:30 AM');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'x'.repeat(20_001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('This field must be at most 20000 characters')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('x'.repeat(20_001));
    expect(post).not.toHaveBeenCalled();
  });
});
