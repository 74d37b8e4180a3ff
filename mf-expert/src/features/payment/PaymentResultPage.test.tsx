import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, authStore, ROLE, ROUTES, STATUS, type Status } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import type { StatusUpdate } from './api/billing';
import { PaymentFailedPage } from './PaymentResultPage';
import { userForTest } from 'mf-shared/test/session';

afterEach(() => {
  jest.restoreAllMocks();
  document.title = '';
  authStore.getState().clearSession();
});

const user = (status: Status) =>
  userForTest({
    id: 8,
    role: ROLE.EXPERT,
    status,
    email: 'mustpay@example.com',
    profile: { first_name: 'Mia', last_name: 'Tan' },
  });
const answer = (status: Status): StatusUpdate => ({
  status,
  user: user(status),
  subscription: null,
  checkout_url: null,
  manages_payment: true,
});

const render = (at: string) =>
  renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={ROUTES.EXPERT_PAYMENT_FAILED} element={<PaymentFailedPage />} />
          <Route path={ROUTES.REG_AS_EXPERT3} element={<p>plans page</p>} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );

it('left the checkout: closes it, says so (not a declined card), and Choose a plan opens the plans', async () => {
  // The account waits for the checkout it left until the page closes it.
  let server: StatusUpdate = answer(STATUS.PAYMENT_IN_PROCESS);
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update') return { data: { data: server } };
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url !== '/stripe/checkout/abandon') throw new Error(`unexpected POST ${url}`);
    server = answer(STATUS.MUST_PAY);
    return { data: { data: { abandoned: 1, user: user(STATUS.MUST_PAY) } } };
  });
  authStore.getState().setSession({ accessToken: 't', user: user(STATUS.PAYMENT_IN_PROCESS) });
  render(`${ROUTES.EXPERT_PAYMENT_FAILED}?reason=cancelled`);

  expect(await screen.findByText(/You left the checkout before paying/)).toBeInTheDocument();
  expect(screen.getByText('Payment not completed')).toBeInTheDocument();
  // The tab says so too, not the route's "Payment failed".
  await waitFor(() => expect(document.title).toBe('Payment not completed | PressPoint'));
  expect(screen.queryByText(/declined/)).not.toBeInTheDocument();
  await waitFor(() => expect(authStore.getState().user?.status).toBe(STATUS.MUST_PAY));
  expect(post.mock.calls.map(([url]) => url)).toEqual(['/stripe/checkout/abandon']);
  const choose = screen.getByRole('button', { name: 'Choose a plan' });
  await waitFor(() => expect(choose).not.toHaveClass('ant-btn-loading'));
  fireEvent.click(choose);
  expect(await screen.findByText('plans page')).toBeInTheDocument();
});

it('a declined card: says so, and closes nothing', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update') return { data: { data: answer(STATUS.MUST_PAY) } };
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post');
  render(ROUTES.EXPERT_PAYMENT_FAILED);
  expect(await screen.findByText(/Your card was declined and nothing was charged/)).toBeInTheDocument();
  expect(screen.getByText('Payment failed')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Payment failed | PressPoint'));
  fireEvent.click(screen.getByRole('button', { name: 'Choose a plan' }));
  expect(await screen.findByText('plans page')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});
