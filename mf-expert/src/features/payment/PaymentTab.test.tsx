import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, authStore, ROLE, ROUTES, STATUS, type Status } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import type { Plan, StatusUpdate } from './api/billing';
import { PaymentTab } from './PaymentTab';
import { PlanChooser } from './PlanChooser';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  jest.restoreAllMocks();
  authStore.getState().clearSession();
});

const user = (status: Status) => ({
  id: 5,
  role: ROLE.EXPERT,
  status,
  date_deleting: null,
  email: 'paying@example.com',
  profile: { first_name: 'Dan', last_name: 'Koh' },
});

const plan = (pkg: Plan['package'], tier: Plan['tier'], price: number, features: string[]): Plan => ({
  id: price + (pkg === 'author' ? 1 : 0),
  slug: `${pkg}-${tier}`,
  name: `${pkg === 'doctor' ? 'Doctor' : 'Author'} ${tier[0]!.toUpperCase()}${tier.slice(1)}`,
  package: pkg,
  tier,
  price_cents: price,
  gst_cents: Math.round(price * 0.09),
  total_cents: price + Math.round(price * 0.09),
  currency: 'SGD',
  interval: 'year',
  features,
});

const PLANS = [
  plan('doctor', 'visibility', 24_000, ['Listing in the expert directory']),
  plan('doctor', 'advocacy', 1_440_000, ['Show reel four times a year']),
  plan('author', 'advocacy', 1_440_000, ['S$500 credit for a book launch event']),
];

const render = (ui: React.ReactElement, at = '/') =>
  renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={at} element={ui} />
          <Route path={ROUTES.EXPERT_PAYMENT_SUCCESS} element={<p>success page</p>} />
          <Route path={`${ROUTES.EXPERT_CHECKOUT}/:planId`} element={<p>checkout page</p>} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );

it('shows the Doctor plans with their price before GST and the GST note; Author switches the cards', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/stripe/getallplans') return { data: { data: PLANS } };
    throw new Error(`unexpected GET ${url}`);
  });
  render(<PlanChooser />);
  expect(await screen.findByText('Doctor Advocacy')).toBeInTheDocument();
  expect(screen.getByText('S$14,400.00')).toBeInTheDocument();
  expect(screen.getByText('Show reel four times a year')).toBeInTheDocument();
  expect(screen.queryByText('S$500 credit for a book launch event')).not.toBeInTheDocument();
  expect(screen.getByTestId('gst-note')).toHaveTextContent('GST of 9% is added at checkout');
  fireEvent.click(screen.getByText('Author'));
  expect(await screen.findByText('S$500 credit for a book launch event')).toBeInTheDocument();
  expect(screen.queryByText('Doctor Advocacy')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Choose Author Advocacy' }));
  expect(await screen.findByText('checkout page')).toBeInTheDocument();
});

it('waits while the payment is in process, polling the status, and moves on by itself once paid', async () => {
  let answer: StatusUpdate = {
    status: STATUS.PAYMENT_IN_PROCESS,
    user: user(STATUS.PAYMENT_IN_PROCESS),
    subscription: null,
    checkout_url: 'http://localhost:3000/api/v1/sandbox/checkout/cs_sandbox_x',
    manages_payment: true,
  };
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update') return { data: { data: answer } };
    if (url === '/stripe/payments') return { data: { data: [] } };
    throw new Error(`unexpected GET ${url}`);
  });
  authStore.getState().setSession({ accessToken: 't', user: user(STATUS.PAYMENT_IN_PROCESS) });
  render(<PaymentTab />, ROUTES.EXPERT_PAYMENT);
  expect(await screen.findByTestId('payment-waiting')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the checkout page' })).toHaveAttribute('href', answer.checkout_url);
  answer = { ...answer, status: STATUS.SIMPLE_USER, user: user(STATUS.SIMPLE_USER), checkout_url: null };
  expect(await screen.findByText('success page')).toBeInTheDocument();
  expect(get.mock.calls.filter(([url]) => url === '/user/status-update').length).toBeGreaterThan(1);
  // The session follows, so the guards let the paid account in.
  await waitFor(() => expect(authStore.getState().user?.status).toBe(STATUS.SIMPLE_USER));
});
