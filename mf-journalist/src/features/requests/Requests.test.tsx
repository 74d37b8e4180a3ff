import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Pitch, SourceRequest } from 'mf-shared/entities/source-request';
import { apiError, db, http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { signInForTest } from 'mf-shared/test/session';
import RequestFormPage from './RequestFormPage';
import RequestPage from './RequestPage';

// Whole pages: a few seconds each on a busy machine.

const request: SourceRequest = {
  id: 5,
  summary: 'AI expert on model governance',
  details: '<p>Ten minutes by phone.</p>',
  expertise: [{ id: 3, name: 'Artificial Intelligence' }],
  countries: [{ id: 7, name: 'Singapore' }],
  regions: [],
  languages: [],
  medium: 'online',
  format: 'phone',
  deadline: '2099-01-02T09:00:00.000Z',
  time_zone: 'Asia/Singapore',
  outlet_name: 'Harbour Times',
  anonymous_outlet: false,
  max_pitches: null,
  status: 'open',
  closed_at: null,
  created_at: '2026-11-27T08:00:00Z',
  pitches_count: 1,
  new_pitches_count: 1,
};

const pitch = {
  id: 41,
  request_id: 5,
  answer: '<p>Dr Lim advised on the first draft.</p>',
  status: 'pitched',
  decline_note: null,
  match_score: 0.9,
  created_at: '2026-11-27T09:00:00Z',
  updated_at: '2026-11-27T09:00:00Z',
  response_time: { label: 'Usually answers within 2 h' },
  guest: {
    id: 12,
    guest_id: 12,
    first_name: 'Mei',
    last_name: 'Lim',
    title: 'Professor',
    company_name: 'NUS',
    avatar: null,
    rating: 4.5,
    description: '',
    expertise: [{ id: 3, name: 'Artificial Intelligence' }],
    country: [{ id: 7, name: 'Singapore', code: 'SG' }],
    available: [],
    languages: [],
    matched: [],
  },
} as unknown as Pitch;

function renderAt(url: string) {
  signInForTest();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/requests/new" element={<RequestFormPage />} />
          <Route path="/requests/:id/edit" element={<RequestFormPage />} />
          <Route path="/requests/:id" element={<RequestPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('checks a new request with the shared rules and shows each message on its field', async () => {
  renderAt('/requests/new');
  fireEvent.click(screen.getByRole('button', { name: 'Post request' }));
  // The label names a choice's text box and its list of options alike: the first is the box.
  const field = (label: string) => screen.getAllByLabelText(label)[0].closest('.pp-field')!;
  await waitFor(() => expect(field('Expertise')).toHaveTextContent('Choose at least one expertise'));
  expect(field('Summary')).toHaveTextContent('This field is required');
  expect(field('Outlet')).toHaveTextContent('Name the outlet or choose "Anonymous outlet"');
  expect(field('Medium')).toHaveTextContent('Choose a medium');
  // Each message is read with its field, and the first field wrong has the focus.
  expect(screen.getByLabelText('Summary')).toHaveAccessibleDescription(
    'This field is required What you need, in one line.',
  );
  expect(screen.getByLabelText('Summary')).toHaveFocus();
  expect(await sent('POST')).toEqual([]);
});

it('posts a new request: several expertises chosen by typing, the offered deadline read in the chosen zone', async () => {
  db.lookups['/expertises'] = [
    { id: 3, name: 'Artificial Intelligence' },
    { id: 4, name: 'Economics' },
    { id: 5, name: 'Art History' },
  ] as (typeof db.lookups)['/expertises'];
  server.use(
    http.post(route('/requests'), () =>
      HttpResponse.json({ data: { ...request, id: 77 }, message: 'Request posted' }, { status: 201 }),
    ),
    http.get(route('/requests/77'), () => HttpResponse.json({ data: { ...request, id: 77 } })),
    http.get(route('/requests/77/pitches'), () => HttpResponse.json({ data: [] })),
  );
  renderAt('/requests/new');
  await userEvent.type(screen.getByLabelText('Summary'), 'AI expert on regulation');
  expect(screen.getByText('23 / 140')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Details'), 'Ten minutes by phone.');
  const expertise = screen.getByRole('combobox', { name: 'Expertise' });
  // Typing narrows the list (accents and case folded); Enter takes the first left; the list stays open.
  await userEvent.type(expertise, 'ART');
  const offered = within(screen.getByRole('listbox', { name: 'Expertise' })).getAllByRole('option');
  expect(offered.map((o) => o.textContent)).toEqual(['Artificial Intelligence', 'Art History']);
  await userEvent.keyboard('{Enter}');
  await userEvent.type(expertise, 'econ{Enter}');
  expect(screen.getByRole('button', { name: 'Remove Artificial Intelligence' })).toBeInTheDocument();
  // Backspace in the empty box takes the last choice back.
  await userEvent.keyboard('{Backspace}');
  expect(screen.queryByRole('button', { name: 'Remove Economics' })).not.toBeInTheDocument();
  await userEvent.type(expertise, 'econ{Enter}{Escape}');
  await userEvent.selectOptions(screen.getByLabelText('Medium'), 'online');
  await userEvent.selectOptions(screen.getByLabelText('Format'), 'phone');
  await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Singapore');
  fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2099-03-04T17:30' } });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Anonymous outlet' }));
  expect(screen.getByLabelText('Outlet')).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Post request' }));
  await waitFor(async () =>
    expect((await sent('POST', '/requests'))[0]?.body).toEqual({
      summary: 'AI expert on regulation',
      details: '<p>Ten minutes by phone.</p>',
      expertise_ids: [3, 4],
      country_ids: [],
      region_ids: [],
      language_ids: [],
      medium: 'online',
      format: 'phone',
      // 17:30 in Singapore (UTC+8).
      deadline: '2099-03-04T09:30:00.000Z',
      time_zone: 'Asia/Singapore',
      anonymous_outlet: true,
      outlet_name: null,
      max_pitches: null,
    }),
  );
});

it('shows the pitches with the guest’s card and turns one into an interview request with the pitch', async () => {
  db.templates = [
    {
      id: 4,
      title: 'Quick call',
      content: '<p>Hello {guest_name}, about {topic}?</p>',
      default: true,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    },
  ];
  server.use(
    http.get(route('/requests/5'), () => HttpResponse.json({ data: request })),
    http.get(route('/requests/5/pitches'), () => HttpResponse.json({ data: [pitch] })),
    http.post(route('/interview/create'), () =>
      HttpResponse.json({ data: { id: 900 }, message: 'Interview request sent' }, { status: 201 }),
    ),
  );
  renderAt('/requests/5');
  expect(await screen.findByRole('heading', { level: 1, name: request.summary })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Pitch 1: Mei Lim' });
  expect(card).toHaveTextContent('Professor, NUS');
  expect(card).toHaveTextContent('Usually answers within 2 h');
  expect(card).toHaveTextContent('Dr Lim advised on the first draft.');
  expect(within(card).getByRole('link', { name: 'Mei Lim' })).toHaveAttribute('href', '/contact/12/overview');
  expect(screen.getByText('2099/01/02 05:00 PM Asia/Singapore')).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Request interview with Mei Lim' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request an interview with Mei Lim' });
  expect(within(dialog).getByLabelText('Topic')).toHaveValue(request.summary);
  await waitFor(() => expect(dialog).toHaveTextContent('Hello Mei Lim, about AI expert on model governance?'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(async () =>
    expect((await sent('POST', '/interview/create'))[0]?.body).toMatchObject({
      guest_id: 12,
      pitch_id: 41,
      topic: request.summary,
      email_template_id: 4,
    }),
  );
});

it('edits a request from its stored values, the deadline read back in its own zone', async () => {
  server.use(
    http.get(route('/requests/5'), () => HttpResponse.json({ data: request })),
    http.put(route('/requests/5'), () => HttpResponse.json({ data: request, message: 'Request saved' })),
    http.get(route('/requests/5/pitches'), () => HttpResponse.json({ data: [] })),
  );
  renderAt('/requests/5/edit');
  expect(await screen.findByLabelText('Summary')).toHaveValue(request.summary);
  // 09:00 UTC is 5 PM in Singapore, whatever the browser's zone.
  expect(screen.getByLabelText('Deadline')).toHaveValue('2099-01-02T17:00');
  expect(screen.getByLabelText('Outlet')).toHaveValue('Harbour Times');
  await userEvent.clear(screen.getByLabelText('Summary'));
  await userEvent.type(screen.getByLabelText('Summary'), 'AI governance, by Friday');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(async () =>
    expect((await sent('PUT', '/requests/5'))[0]?.body).toMatchObject({
      summary: 'AI governance, by Friday',
      deadline: '2099-01-02T09:00:00.000Z',
      time_zone: 'Asia/Singapore',
      expertise_ids: [3],
      country_ids: [7],
      medium: 'online',
      format: 'phone',
      outlet_name: 'Harbour Times',
      max_pitches: null,
    }),
  );
});

it('declines a pitch on plain fields: the rule’s message on the note and nothing sent, then the API’s on it with the note kept', async () => {
  server.use(
    http.get(route('/requests/5'), () => HttpResponse.json({ data: request })),
    http.get(route('/requests/5/pitches'), () => HttpResponse.json({ data: [pitch] })),
    http.post(route('/pitches/41/decline'), () =>
      apiError(422, 'Invalid', { note: ['The note may not mention contact details'] }),
    ),
  );
  renderAt('/requests/5');
  const card = await screen.findByRole('article', { name: 'Pitch 1: Mei Lim' });
  await userEvent.click(within(card).getByRole('button', { name: 'Decline the pitch of Mei Lim' }));
  const dialog = await screen.findByRole('dialog', { name: 'Decline the pitch of Mei Lim' });
  const note = within(dialog).getByLabelText('Note to the expert (optional)');
  await waitFor(() => expect(note).toHaveFocus());

  // Longer than the rule allows (pasted past the box's own limit): said on the field, nothing sent.
  fireEvent.change(note, { target: { value: 'a'.repeat(501) } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Decline pitch' }));
  expect(await within(dialog).findByText('The note may be at most 500 characters')).toBeInTheDocument();
  expect(note).toHaveAccessibleDescription('The note may be at most 500 characters');
  expect(await sent('POST', '/pitches/41/decline')).toEqual([]);

  // The API's field error lands on the note; what was typed stays and the dialog stays open.
  await userEvent.clear(note);
  await userEvent.type(note, 'Call me on 555 0100');
  expect(within(dialog).getByText('19 / 500')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Decline pitch' }));
  expect(await within(dialog).findByText('The note may not mention contact details')).toBeInTheDocument();
  expect((await sent('POST', '/pitches/41/decline'))[0]?.body).toEqual({ note: 'Call me on 555 0100' });
  expect(note).toHaveValue('Call me on 555 0100');
  expect(note).toHaveAccessibleDescription('The note may not mention contact details');
  expect(screen.getByRole('dialog', { name: 'Decline the pitch of Mei Lim' })).toBeInTheDocument();
});
