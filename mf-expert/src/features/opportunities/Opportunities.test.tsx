import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { OpportunityDetail } from 'mf-shared/entities/source-request';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
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
  expect(form).toHaveTextContent('Mei Lim, Professor');
  await userEvent.click(within(form).getByRole('button', { name: 'Send pitch' }));
  expect(await within(form).findByText('This field is required')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Your answer'), 'She advised on the draft.');
  await userEvent.click(within(form).getByRole('button', { name: 'Send pitch' }));
  await waitFor(async () =>
    expect((await sent('POST', '/opportunities/5/pitches'))[0]?.body).toEqual({
      guest_id: 12,
      answer: '<p>She advised on the draft.</p>',
    }),
  );
});
