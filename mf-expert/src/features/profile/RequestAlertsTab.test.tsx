import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { STATUS, type Status } from 'mf-shared';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { signInForTest } from 'mf-shared/test/session';
import { RequestAlertsTab } from './RequestAlertsTab';

function renderTab(status: Status = STATUS.SIMPLE_USER) {
  signInForTest({ role: 0, status });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RequestAlertsTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('reads the account’s alerts and saves how often and whether paused', async () => {
  server.use(
    http.get(route('/profile/request-alerts'), () =>
      HttpResponse.json({ data: { expertise_ids: [], frequency: 'immediate', paused: false } }),
    ),
    http.put(route('/profile/request-alerts'), async ({ request }) =>
      HttpResponse.json({ data: await request.json(), message: 'Request alerts saved' }),
    ),
  );
  renderTab();
  const immediate = await screen.findByRole('radio', { name: /At once/ });
  expect(immediate).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'A daily digest' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Pause request alerts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
  await waitFor(async () =>
    expect((await sent('PUT', '/profile/request-alerts'))[0]?.body).toEqual({
      expertise_ids: [],
      frequency: 'daily',
      paused: true,
    }),
  );
});

it('asks nothing of an account that is not active yet', async () => {
  renderTab(STATUS.MUST_PAY);
  expect(screen.getByText('Request alerts start once your account is active.')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await sent('GET')).toEqual([]);
});

it('puts the API’s refusal under its field, read with it, and keeps what was chosen', async () => {
  server.use(
    http.get(route('/profile/request-alerts'), () =>
      HttpResponse.json({ data: { expertise_ids: [], frequency: 'immediate', paused: false } }),
    ),
    http.put(route('/profile/request-alerts'), () =>
      HttpResponse.json({ message: 'Invalid', errors: { frequency: ['Choose how often.'] } }, { status: 422 }),
    ),
  );
  renderTab();
  await userEvent.click(await screen.findByRole('radio', { name: 'A daily digest' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Pause request alerts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
  const daily = screen.getByRole('radio', { name: 'A daily digest' });
  await waitFor(() => expect(daily).toHaveAccessibleDescription('Choose how often.'));
  expect(screen.getByRole('group', { name: 'How often' })).toHaveAccessibleDescription('Choose how often.');
  expect(daily).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Pause request alerts' })).toBeChecked();
});
