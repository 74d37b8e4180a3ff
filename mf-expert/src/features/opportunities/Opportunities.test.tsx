import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { OpportunityDetail } from 'mf-shared/entities/source-request';
import { apiError, http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { signInForTest } from 'mf-shared/test/session';
import OpportunitiesPage from './OpportunitiesPage';
import OpportunityPage from './OpportunityPage';

const opportunity: OpportunityDetail = {
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
  outlet_name: null,
  anonymous_outlet: true,
  max_pitches: null,
  status: 'open',
  closed_at: null,
  created_at: '2026-11-27T08:00:00Z',
  pitches_count: 0,
  journalist: { name: 'Jordan Lee' },
  outlet: 'Anonymous outlet',
  matches_my_guests: true,
  my_pitch_count: 0,
  my_pitches: [],
  eligible_guests: [{ id: 12, name: 'Mei Lim', title: 'Professor', photo_url: null }],
};

function renderAt(url: string) {
  signInForTest({ role: 0 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/opportunities" element={<OpportunitiesPage />} />
          <Route path="/opportunities/:id" element={<OpportunityPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('lists the requests matching the account’s guests, newest first, and filters through the address', async () => {
  server.use(
    http.get(route('/opportunities'), () =>
      HttpResponse.json({ data: [opportunity], meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 } }),
    ),
  );
  renderAt('/opportunities');
  const item = await screen.findByRole('article', { name: opportunity.summary });
  expect(item).toHaveTextContent('Anonymous outlet · Jordan Lee · Online, Phone');
  expect(within(item).getByTestId('deadline-countdown')).toHaveTextContent(/ left$/);
  expect(screen.getByRole('checkbox', { name: 'Matches my guests' })).toBeChecked();
  expect((await sent('GET')).map((r) => r.path)).toContain('/opportunities?matches=1&sort=newest&page=1&per_page=10');

  fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'deadline' } });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Matches my guests' }));
  await waitFor(async () =>
    expect((await sent('GET')).map((r) => r.path)).toContain(
      '/opportunities?matches=0&sort=deadline&page=1&per_page=10',
    ),
  );
});

it('pitches an eligible guest with the answer as paragraphs, checked by the shared rules first', async () => {
  server.use(
    http.get(route('/opportunities/5'), () => HttpResponse.json({ data: opportunity })),
    http.post(route('/opportunities/5/pitches'), () =>
      HttpResponse.json({ data: {}, message: 'Pitch sent' }, { status: 201 }),
    ),
  );
  renderAt('/opportunities/5');
  expect(await screen.findByRole('heading', { level: 1, name: opportunity.summary })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Pitch a guest' });
  // The only eligible guest is chosen already.
  expect(within(form).getByLabelText('Guest')).toHaveDisplayValue('Mei Lim, Professor');
  await userEvent.click(within(form).getByRole('button', { name: 'Send pitch' }));
  expect(await within(form).findByText('This field is required')).toBeInTheDocument();
  expect(within(form).getByLabelText('Your answer')).toHaveAccessibleDescription(
    'This field is required Why this guest, and what they would say: up to 2,000 characters.',
  );
  await userEvent.type(within(form).getByLabelText('Your answer'), 'She advised on the draft.');
  await userEvent.click(within(form).getByRole('button', { name: 'Send pitch' }));
  await waitFor(async () =>
    expect((await sent('POST', '/opportunities/5/pitches'))[0]?.body).toEqual({
      guest_id: 12,
      answer: '<p>She advised on the draft.</p>',
    }),
  );
});

it('says each rule on its field and sends nothing; the API’s field error lands on its field with the entry kept', async () => {
  const twoGuests = {
    ...opportunity,
    eligible_guests: [...opportunity.eligible_guests, { id: 14, name: 'Ravi Nair', title: null, photo_url: null }],
  };
  server.use(
    http.get(route('/opportunities/5'), () => HttpResponse.json({ data: twoGuests })),
    http.post(route('/opportunities/5/pitches'), () =>
      apiError(422, 'Invalid', { answer: ['The answer may not include contact details'] }),
    ),
  );
  renderAt('/opportunities/5');
  const form = await screen.findByRole('form', { name: 'Pitch a guest' });
  const guest = within(form).getByLabelText('Guest');
  const answer = within(form).getByLabelText('Your answer');
  // Two guests: none is chosen for the expert.
  expect(guest).toHaveDisplayValue('Choose one of your guests');
  await userEvent.click(within(form).getByRole('button', { name: 'Send pitch' }));
  await waitFor(() => expect(guest).toHaveAccessibleDescription('This field is required'));
  expect(answer).toHaveAccessibleDescription(
    'This field is required Why this guest, and what they would say: up to 2,000 characters.',
  );
  expect(await sent('POST', '/opportunities/5/pitches')).toEqual([]);

  await userEvent.selectOptions(guest, 'Ravi Nair');
  await userEvent.type(answer, 'Call Ravi on 555 0100.');
  expect(within(form).getByText('22 / 2000')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Send pitch' }));
  expect(await within(form).findByText('The answer may not include contact details')).toBeInTheDocument();
  expect((await sent('POST', '/opportunities/5/pitches'))[0]?.body).toEqual({
    guest_id: 14,
    answer: '<p>Call Ravi on 555 0100.</p>',
  });
  expect(answer).toHaveAccessibleDescription(
    'The answer may not include contact details Why this guest, and what they would say: up to 2,000 characters.',
  );
  expect(answer).toHaveValue('Call Ravi on 555 0100.');
  expect(guest).toHaveDisplayValue('Ravi Nair');
  expect(guest).not.toHaveAccessibleDescription('This field is required');
});

it('edits an own pitch’s answer: the rule on its field and nothing sent, then the answer saved as paragraphs', async () => {
  const mine = {
    id: 41,
    request_id: 5,
    answer: '<p>Mei advised on the draft.</p>',
    status: 'pitched',
    decline_note: null,
    created_at: '2026-11-27T09:00:00Z',
    updated_at: '2026-11-27T09:00:00Z',
    guest: { guest_id: 12, first_name: 'Mei', last_name: 'Lim' },
  } as unknown as OpportunityDetail['my_pitches'][number];
  server.use(
    http.get(route('/opportunities/5'), () =>
      HttpResponse.json({ data: { ...opportunity, my_pitches: [mine], eligible_guests: [] } }),
    ),
    http.put(route('/pitches/41'), () => HttpResponse.json({ data: mine, message: 'Pitch updated' })),
  );
  renderAt('/opportunities/5');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit the pitch of Mei Lim' }));
  const form = screen.getByRole('form', { name: 'Edit the pitch of Mei Lim' });
  const answer = within(form).getByLabelText('Your answer');
  expect(answer).toHaveValue('Mei advised on the draft.');
  expect(answer).toHaveFocus();
  await userEvent.clear(answer);
  await userEvent.click(within(form).getByRole('button', { name: 'Save pitch' }));
  await waitFor(() =>
    expect(answer).toHaveAccessibleDescription(
      'This field is required Why this guest, and what they would say: up to 2,000 characters.',
    ),
  );
  expect(await sent('PUT', '/pitches/41')).toEqual([]);
  await userEvent.type(answer, 'Mei chaired the review.');
  await userEvent.click(within(form).getByRole('button', { name: 'Save pitch' }));
  await waitFor(async () =>
    expect((await sent('PUT', '/pitches/41'))[0]?.body).toEqual({ answer: '<p>Mei chaired the review.</p>' }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('form', { name: 'Edit the pitch of Mei Lim' })).not.toBeInTheDocument(),
  );
});
