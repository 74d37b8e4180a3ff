import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { api, ROLE } from 'mf-shared';
import type { InterviewDetail, InterviewItem, InterviewView } from 'mf-shared/entities/interview';
import { approvedInterview, pendingInterview } from 'mf-shared/test/interview';
import { pageOf, renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import { InterviewsWorkspace, type InterviewSide, type InterviewViewTab } from './index';

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

const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
afterEach(() => jest.restoreAllMocks());

/** The viewer reads in `timeZone`. */
function viewerIn(timeZone: string) {
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realOptions.call(this), timeZone };
  });
}

// An app's side, as the remotes' pages write theirs: a tab per view, the view from the path.
const TABS: Record<InterviewSide, InterviewViewTab[]> = {
  journalist: [
    { view: 'all', label: 'All', path: '/interviews/journalist/all' },
    { view: 'planned', label: 'Planned', path: '/interviews/journalist/planned' },
    { view: 'process', label: 'In process', path: '/interviews/journalist/process' },
  ],
  expert: [
    { view: 'pending', label: 'Pending', path: '/interviews/expert/pending' },
    { view: 'planned', label: 'Planned', path: '/interviews/expert/planned' },
    { view: 'archive', label: 'Archive', path: '/interviews/expert/archive' },
  ],
};

function TestPage({ side }: { side: InterviewSide }) {
  const view = useParams().view as InterviewView;
  return (
    <InterviewsWorkspace
      key={view}
      side={side}
      view={view}
      tabs={TABS[side]}
      title={`Interviews: ${view}`}
      subtitle="Test page"
      planned={view === 'planned'}
    />
  );
}

const renderAt = (url: string) =>
  renderPagesAt(url, {
    '/interviews/journalist/:view': <TestPage side="journalist" />,
    '/interviews/expert/:view': <TestPage side="expert" />,
  });

/** Opens Reschedule on Ann Lee's interview and types `when` ('2032-02-03T09:30', the browser's field) into the new date. */
async function openRescheduleOn(when: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Reschedule the interview with Ann Lee' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule the interview with Ann Lee' });
  fireEvent.change(within(dialog).getByLabelText('New date and time'), { target: { value: when } });
  return dialog;
}

/** A 422 as the API client hands it on: the field errors by name. */
const refused = (errors: Record<string, string[]>) =>
  Object.assign(new Error('Request failed with status code 422'), {
    response: { status: 422, data: { message: 'The given data was invalid.', errors } },
  });

/** Interview 7 in full as GET /interview/{id} answers it: no message, no notes, two history entries. */
const interviewDetail = (): InterviewDetail => ({
  ...approvedInterview(),
  invitation_subject: null,
  invitation_body: null,
  notes: [],
  history: [
    {
      id: 1,
      kind: 'status',
      status: 0,
      date_interview: null,
      message: null,
      changed_by_name: 'Jo Reporter',
      created_at: '2030-12-01T09:00:00.000Z',
    },
    {
      id: 2,
      kind: 'reschedule',
      status: 0,
      date_interview: '2031-01-16T10:00:00.000Z',
      message: 'Our guest travels that day',
      changed_by_name: 'Eve Expert',
      created_at: '2030-12-02T09:00:00.000Z',
    },
  ],
});

describe('the journalist’s interviews', () => {
  // The viewer reads in London; the expert approved from Singapore.
  beforeEach(() => viewerIn('Europe/London'));

  it('lists a view with the guest, both local times and the status, asking the API with the table’s state', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(pageOf([approvedInterview()]));
    renderAt('/interviews/journalist/planned?sort=date_interview&order=desc&search=ann');
    const row = (await screen.findByText('Ann Lee')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2031/01/15 10:00 AM your time')).toBeInTheDocument();
    expect(within(row).getByText('06:00 PM in Singapore')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/interview', {
      params: { view: 'planned', page: 1, per_page: 10, search: 'ann', sort: 'date_interview', direction: 'desc' },
      signal: expect.any(AbortSignal),
    });
    expect(screen.getByRole('link', { name: 'Planned' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Subscribe in your calendar' })).toBeInTheDocument();
  });

  it('shows exactly the actions the server allows', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([approvedInterview()]));
    renderAt('/interviews/journalist/all');
    const row = (await screen.findByText('Ann Lee')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Cancel the interview with Ann Lee' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reschedule the interview with Ann Lee' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Add note to the interview with Ann Lee' })).toBeInTheDocument();
    for (const absent of ['Approve', 'Reject', 'Mark done'])
      expect(
        within(row).queryByRole('button', { name: `${absent} the interview with Ann Lee` }),
      ).not.toBeInTheDocument();
    // The month calendar and the feed are on the planned page only.
    expect(screen.queryByRole('button', { name: 'Subscribe in your calendar' })).not.toBeInTheDocument();
  });

  it('cancels only once the cancellation is confirmed, then says so', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([approvedInterview()]));
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: { data: approvedInterview({ status: 3, actions: [] }), message: 'Interview cancelled' },
    });
    renderAt('/interviews/journalist/all');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the interview with Ann Lee' }));
    expect(await screen.findByText('Cancel this interview? The other side is told.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(post).not.toHaveBeenCalled();
    // The row's click opens the drawer; a click on an action does not.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/interviews\/journalist\/all$/);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the interview with Ann Lee' }));
    const ask = await screen.findByRole('tooltip');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel interview' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/interview/set-status/7', { status: 3 }));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('says "No data" when a view is empty', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([]));
    renderAt('/interviews/journalist/process');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('opens the drawer from a row: the cleaned message, the viewer’s notes with a form, the history', async () => {
    const detail: InterviewDetail = {
      ...approvedInterview(),
      invitation_subject: 'Interview request: rates',
      invitation_body:
        '<p>Dear Ann, <strong>rates</strong></p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
      notes: [{ id: 1, body: 'Ask about housing', created_at: '2030-12-02T09:00:00.000Z' }],
      history: [
        {
          id: 1,
          kind: 'status',
          status: 0,
          date_interview: null,
          message: null,
          changed_by_name: 'Jo Reporter',
          created_at: '2030-12-01T09:00:00.000Z',
        },
        {
          id: 2,
          kind: 'status',
          status: 1,
          date_interview: null,
          message: null,
          changed_by_name: 'Eve Expert',
          created_at: '2030-12-02T09:00:00.000Z',
        },
      ],
    };
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) =>
        url === '/interview/7' ? { data: { data: detail } } : pageOf([approvedInterview()]),
      );
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: { data: { id: 2, body: 'Bring the charts', created_at: '2030-12-03T09:00:00.000Z' } },
    });
    renderAt('/interviews/journalist/all');
    fireEvent.click(await screen.findByText('Ann Lee'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?interview=7'));
    const drawer = await screen.findByRole('dialog', { name: 'Interview with Ann Lee' });
    expect(await within(drawer).findByText('Interview request: rates')).toBeInTheDocument();
    expect(within(drawer).getByText('rates', { selector: 'strong' })).toBeInTheDocument();
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('[onerror]')).toBeNull();
    expect(within(drawer).getByText('Ask about housing')).toBeInTheDocument();
    expect(within(drawer).getByText('Pending by Jo Reporter')).toBeInTheDocument();
    expect(within(drawer).getByText('Approved by Eve Expert')).toBeInTheDocument();

    fireEvent.change(within(drawer).getByLabelText('Your note (only you see it)'), {
      target: { value: '  Bring the charts ' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/interview/add-note/7', { note: 'Bring the charts' }));
  });

  it('shows the interview as a side panel named after the guest: its facts as labelled rows, the history in order', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) =>
        url === '/interview/7' ? { data: { data: interviewDetail() } } : pageOf([approvedInterview()]),
      );
    renderAt('/interviews/journalist/all?interview=7');
    const drawer = await screen.findByRole('dialog', { name: 'Interview with Ann Lee' });
    // A description list: each label (a term) with its value (the definition after it).
    const facts = within(drawer)
      .getAllByRole('term')
      .map((term) => ({ label: term.textContent, value: term.nextElementSibling as HTMLElement }));
    expect(facts.map((fact) => fact.label)).toEqual(['Date', 'Journalist', 'Requested']);
    expect(facts.every((fact) => fact.value.tagName === 'DD')).toBe(true);
    expect(facts[0].value).toHaveTextContent('2031/01/15 10:00 AM your time');
    expect(facts[0].value).toHaveTextContent('06:00 PM in Singapore');
    expect(facts[1].value).toHaveTextContent(/^Jo Reporter, Daily Ledger$/);
    const history = within(drawer).getByRole('region', { name: 'History' });
    expect(within(history).getByRole('heading', { name: 'History' })).toBeInTheDocument();
    const entries = within(within(history).getByRole('list')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.firstElementChild?.textContent)).toEqual([
      'Pending by Jo Reporter',
      'Moved to 2031/01/16 10:00 AM your time by Eve Expert',
    ]);
    expect(entries[1]).toHaveTextContent('Our guest travels that day');
    expect(within(history).getByRole('list').tagName).toBe('OL');
    for (const name of ['Message', 'Your notes'])
      expect(within(drawer).getByRole('region', { name })).toBeInTheDocument();

    // Close (the ×) clears ?interview= and the panel goes.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/interviews\/journalist\/all$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a note the API refuses, with the API’s words under the field', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) =>
        url === '/interview/7' ? { data: { data: interviewDetail() } } : pageOf([approvedInterview()]),
      );
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValue(refused({ note: ['The note may not contain links to other sites.'] }));
    renderAt('/interviews/journalist/all?interview=7');
    const drawer = await screen.findByRole('dialog', { name: 'Interview with Ann Lee' });
    const note = await within(drawer).findByLabelText('Your note (only you see it)');
    fireEvent.change(note, { target: { value: 'See https://elsewhere.example' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/interview/add-note/7', { note: 'See https://elsewhere.example' }),
    );
    expect(await within(drawer).findByText('The note may not contain links to other sites.')).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription('The note may not contain links to other sites.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveValue('See https://elsewhere.example');
    // An empty note is refused before anything is sent.
    post.mockClear();
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('closes only an action’s dialog on Escape, not the interview panel it was opened from', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) =>
        url === '/interview/7' ? { data: { data: interviewDetail() } } : pageOf([approvedInterview()]),
      );
    renderAt('/interviews/journalist/all?interview=7');
    const drawer = await screen.findByRole('dialog', { name: 'Interview with Ann Lee' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Reschedule the interview with Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the interview with Ann Lee' });
    fireEvent.keyDown(within(dialog).getByLabelText('New date and time'), { key: 'Escape' });
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Interview with Ann Lee' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?interview=7');
  });

  it('shows the month with the days that have interviews; a day lists its interviews', async () => {
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`;
    const day = `${month}-${pad(today.getDate())}`;
    const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/interview/calendar') return { data: { data: [{ date: day, interviews: [approvedInterview()] }] } };
      if (url === `/interview/calendar/${day}`) return { data: { data: [approvedInterview()] } };
      return pageOf([approvedInterview()]);
    });
    renderAt('/interviews/journalist/planned');
    fireEvent.click(await screen.findByText('Calendar'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?show=calendar'));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/interview/calendar', {
        params: { month, time_zone: 'Europe/London' },
        signal: expect.any(AbortSignal),
      }),
    );
    const mark = await waitFor(() => {
      const found = document.querySelector(`[data-date="${day}"]`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(mark).toHaveTextContent('1');
    // The side panel lists the day the grid highlights: today at first, then the same day of the
    // month moved to, never a day of another month.
    const chosen = screen.getByRole('region', { name: 'Interviews on the chosen day' });
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    const nextMonth = `${next.toLocaleString('en-GB', { month: 'long' })} ${next.getFullYear()}`;
    expect(await within(chosen).findByRole('heading', { name: new RegExp(` ${nextMonth}$`) })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(document.querySelector(`[data-date="${day}"]`)).not.toBeNull());
    fireEvent.click(document.querySelector(`[data-date="${day}"]`)!);
    expect(await within(chosen).findByRole('button', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(within(chosen).getByText(/2031\/01\/15 10:00 AM your time · 06:00 PM in Singapore/)).toBeInTheDocument();
    fireEvent.click(within(chosen).getByRole('button', { name: 'Ann Lee' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('interview=7'));
  });

  it('offers the private calendar feed, copied or reset after a confirmation', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) =>
        url === '/calendar/token'
          ? { data: { data: { url: 'https://api.example/calendar/old.ics' } } }
          : pageOf([approvedInterview()]),
      );
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { data: { url: 'https://api.example/calendar/new.ics' }, message: 'New link' } });
    renderAt('/interviews/journalist/planned');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe in your calendar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('https://api.example/calendar/old.ics')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(post).not.toHaveBeenCalled();
    const ask = await screen.findByRole('tooltip');
    fireEvent.click(within(ask).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/calendar/token/reset'));
    expect(await within(dialog).findByText('https://api.example/calendar/new.ics')).toBeInTheDocument();
  });

  it('after Done, adds the published link, refusing what is not a web address', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValue(pageOf([approvedInterview({ status: 4, actions: ['note', 'publish_link'] })]));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: approvedInterview({ status: 4 }) } });
    renderAt('/interviews/journalist/all');
    fireEvent.click(await screen.findByRole('button', { name: 'Add published link of the interview with Ann Lee' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Published link');
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await within(dialog).findByText('Enter valid url')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'https://ledger.example/ann-on-rates' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/interview/published-link/7', {
        published_link: 'https://ledger.example/ann-on-rates',
      }),
    );
  });
});

describe('the expert’s interview invitations', () => {
  beforeEach(() => {
    // The expert reads in Singapore; the journalist asked from New York.
    viewerIn('Asia/Singapore');
    signInForTest({ id: 9, role: ROLE.EXPERT, first_name: 'Eve', last_name: 'Expert' });
    listeners.clear();
  });

  it('shows the journalist and both local times, and approves with the browser’s zone once confirmed', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(pageOf([pendingInterview()]));
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: { data: pendingInterview({ status: 1, actions: [] }), message: 'Interview approved' },
    });
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
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([pendingInterview()]));
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { data: pendingInterview({ status: 2, actions: [] }) } });
    renderAt('/interviews/expert/pending');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the interview with Ann Lee' }));
    const ask = await screen.findByRole('tooltip');
    fireEvent.click(within(ask).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/interview/set-status/21', { status: 2 }));
  });

  it('shows a new request live: an Interview notification reads the list again', async () => {
    let rows: InterviewItem[] = [];
    const get = jest.spyOn(api, 'get').mockImplementation(async () => pageOf(rows));
    renderAt('/interviews/expert/pending');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    const deliver = listeners.get('newNotification-9 NotificationEvent');
    expect(deliver).toBeDefined();
    const reads = get.mock.calls.length;
    // Another type of notification changes nothing here.
    act(() => deliver!({ notification: { id: 1, type: 'Question', data: '', created_at: '', read_at: null } }));
    rows = [pendingInterview()];
    act(() => deliver!({ notification: { id: 2, type: 'Interview', data: '', created_at: '', read_at: null } }));
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(get.mock.calls.length).toBe(reads + 1);
  });

  it('reschedules to a date asked once more, with a message and the browser’s zone', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([pendingInterview()]));
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { data: pendingInterview(), message: 'New date sent' } });
    renderAt('/interviews/expert/pending');
    const dialog = await openRescheduleOn('2032-02-03T09:30');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Our guest travels that day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    const ask = await screen.findByRole('tooltip');
    expect(within(ask).getByText('Send the new date to the other side?')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/interview/update/21', {
        // 09:30 in the field is the browser's local time.
        date_interview: new Date(2032, 1, 3, 9, 30).toISOString(),
        message: 'Our guest travels that day',
        time_zone: 'Asia/Singapore',
      }),
    );
  });

  it('asks for the new date when it is left empty, and neither asks once more nor sends anything', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([pendingInterview()]));
    const post = jest.spyOn(api, 'post');
    renderAt('/interviews/expert/pending');
    const dialog = await openRescheduleOn('');
    const date = within(dialog).getByLabelText('New date and time');
    expect(date).toHaveAttribute('type', 'datetime-local');
    expect(date).toHaveValue('');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Our guest travels that day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('This field is required');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Our guest travels that day');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a new date in the past under the field', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([pendingInterview()]));
    const post = jest.spyOn(api, 'post');
    renderAt('/interviews/expert/pending');
    const dialog = await openRescheduleOn('2020-02-03T09:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Date cannot be in the past')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a message too long on its field before asking anything, with the API’s limit and words', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(pageOf([pendingInterview()]));
    const post = jest.spyOn(api, 'post');
    renderAt('/interviews/expert/pending');
    const dialog = await openRescheduleOn('2032-02-03T09:30');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'x'.repeat(20_001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('This field must be at most 20000 characters')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('x'.repeat(20_001));
    expect(post).not.toHaveBeenCalled();
  });
});
