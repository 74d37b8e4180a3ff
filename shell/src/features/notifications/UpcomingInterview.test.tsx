import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { STATUS, type Status } from 'mf-shared';
import { answer, http, route, server } from 'mf-shared/test/api';
import { signInForTest } from 'mf-shared/test/session';
import UpcomingInterview from './UpcomingInterview';

function renderCountdown(upcoming: { date: string }[], status: Status = STATUS.SIMPLE_USER) {
  server.use(
    http.get(route('/interview/upcoming'), () =>
      answer<'/interview/upcoming'>({
        data: upcoming.map((u, i) => ({ id: i + 1, guest_id: 5, guest_fullname: 'Ada Lim', time_zone: 'UTC', ...u })),
      }),
    ),
  );
  signInForTest({ status });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UpcomingInterview />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 60_000).toISOString();

it('counts down to the nearest interview to come', async () => {
  renderCountdown([{ date: inDays(5) }, { date: inDays(2) }]);
  await waitFor(() => expect(screen.getByTestId('countdown')).toHaveTextContent('2 DAYS'));
});

it('shows no countdown to someone with no interview to come', async () => {
  const { container } = renderCountdown([{ date: inDays(-1) }]);
  // '00:00' while the list loads (the spec's initial text), then nothing once it says none is coming.
  expect(screen.getByTestId('countdown')).toHaveTextContent('00:00');
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});

it('shows no countdown to an account that cannot have interviews yet', () => {
  const { container } = renderCountdown([], STATUS.WAIT_FOR_APPROVING);
  expect(container).toBeEmptyDOMElement();
});
