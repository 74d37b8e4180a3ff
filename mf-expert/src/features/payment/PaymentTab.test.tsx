/**
 * The payer reads in Singapore (UTC+8): the server's instants fall on the next day there.
 * @jest-environment mf-shared/build/jest-time-zone
 * @jest-environment-options {"timeZone": "Asia/Singapore"}
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { api, authStore, ROLE, ROUTES, STATUS, STORAGE_KEYS, type Status } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import type { Payment, Plan, StatusUpdate } from './api/billing';
import { PaymentTab } from './PaymentTab';
import { PlanChooser } from './PlanChooser';
import { userForTest } from 'mf-shared/test/session';

afterEach(() => {
  jest.restoreAllMocks();
  authStore.getState().clearSession();
});

const user = (status: Status) =>
  userForTest({
    id: 5,
    role: ROLE.EXPERT,
    status,
    email: 'paying@example.com',
    profile: { first_name: 'Dan', last_name: 'Koh' },
  });

const LABEL = { general: '', doctor: 'Doctor ', author: 'Author ' };
const plan = (pkg: Plan['package'], tier: Plan['tier'], price: number, features: string[]): Plan => ({
  id: price + (pkg === 'author' ? 1 : pkg === 'general' ? 2 : 0),
  slug: pkg === 'general' ? tier : `${pkg}-${tier}`,
  name: `${LABEL[pkg]}${tier[0]!.toUpperCase()}${tier.slice(1)}`,
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
  plan('general', 'visibility', 24_000, ['Expert profile page with your news']),
  plan('general', 'advocacy', 1_440_000, ['S$500 credit for a publisher network promotion']),
];

const render = (ui: React.ReactElement, at = '/') =>
  renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={at} element={ui} />
          <Route path={ROUTES.EXPERT_PAYMENT_SUCCESS} element={<p>success page</p>} />
          <Route path={`${ROUTES.EXPERT_CHECKOUT}/:planId`} element={<p>checkout page</p>} />
          <Route path={ROUTES.REG_AS_EXPERT3} element={<p>plans page</p>} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );

const plansAnswer = () =>
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/stripe/getallplans') return { data: { data: PLANS } };
    throw new Error(`unexpected GET ${url}`);
  });

it('shows the plans for any field first, priced before GST with the GST note; Doctor and Author switch the cards', async () => {
  plansAnswer();
  render(<PlanChooser />);
  expect(await screen.findByText('Advocacy')).toBeInTheDocument();
  expect(screen.getByText('Visibility')).toBeInTheDocument();
  expect(screen.getByText('S$14,400.00')).toBeInTheDocument();
  expect(screen.getByText('S$500 credit for a publisher network promotion')).toBeInTheDocument();
  expect(screen.queryByText('Doctor Advocacy')).not.toBeInTheDocument();
  expect(screen.queryByText('Show reel four times a year')).not.toBeInTheDocument();
  expect(screen.getByTestId('gst-note')).toHaveTextContent('GST of 9% is added at checkout');
  expect(screen.getByRole('link', { name: 'Doctor' })).toHaveAttribute('href', '/doctor');

  fireEvent.click(screen.getByRole('radio', { name: 'Doctor' }));
  expect(await screen.findByText('Doctor Advocacy')).toBeInTheDocument();
  expect(screen.getByText('Show reel four times a year')).toBeInTheDocument();
  expect(screen.queryByText('S$500 credit for a book launch event')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('radio', { name: 'Author' }));
  expect(await screen.findByText('S$500 credit for a book launch event')).toBeInTheDocument();
  expect(screen.queryByText('Doctor Advocacy')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Choose Author Advocacy' }));
  expect(await screen.findByText('checkout page')).toBeInTheDocument();
});

it('a plan for any field goes to its checkout', async () => {
  plansAnswer();
  render(<PlanChooser />);
  fireEvent.click(await screen.findByRole('button', { name: 'Choose Visibility' }));
  expect(await screen.findByText('checkout page')).toBeInTheDocument();
});

it('an expert who registered from the Author package page sees the Author plans first', async () => {
  plansAnswer();
  sessionStorage.setItem(STORAGE_KEYS.PACKAGE, 'author');
  render(<PlanChooser />);
  expect(await screen.findByText('Author Advocacy')).toBeInTheDocument();
  expect(screen.queryByText('Visibility', { exact: true })).not.toBeInTheDocument();
  sessionStorage.clear();
});

it('an expert on a Doctor plan sees the Doctor package first, their plan marked', async () => {
  plansAnswer();
  render(<PlanChooser current="doctor-visibility" />);
  expect(await screen.findByText('Doctor Advocacy')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Choose Doctor Visibility' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Choose Doctor Visibility' })).toHaveTextContent('Your plan');
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

it('while waiting, the owner can leave the checkout and choose a plan again', async () => {
  let answer: StatusUpdate = {
    status: STATUS.PAYMENT_IN_PROCESS,
    user: user(STATUS.PAYMENT_IN_PROCESS),
    subscription: null,
    checkout_url: null,
    manages_payment: true,
  };
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update') return { data: { data: answer } };
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url !== '/stripe/checkout/abandon') throw new Error(`unexpected POST ${url}`);
    answer = { ...answer, status: STATUS.MUST_PAY, user: user(STATUS.MUST_PAY) };
    return { data: { data: { abandoned: 1, user: user(STATUS.MUST_PAY) } } };
  });
  authStore.getState().setSession({ accessToken: 't', user: user(STATUS.PAYMENT_IN_PROCESS) });
  render(<PaymentTab />, ROUTES.EXPERT_PAYMENT);
  expect(await screen.findByTestId('payment-waiting')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Choose a plan' }));
  // Nothing happens until it is confirmed.
  expect(post).not.toHaveBeenCalled();
  fireEvent.click(await screen.findByRole('button', { name: 'Leave checkout' }));
  expect(await screen.findByText('plans page')).toBeInTheDocument();
  expect(post.mock.calls.map(([url]) => url)).toEqual(['/stripe/checkout/abandon']);
  expect(authStore.getState().user?.status).toBe(STATUS.MUST_PAY);
});

it('a legacy PayPal plan shows its end date and cancels through the legacy endpoint', async () => {
  const end = '2027-03-04T00:00:00.000Z';
  const paypal: StatusUpdate = {
    status: STATUS.SIMPLE_USER,
    user: user(STATUS.SIMPLE_USER),
    subscription: {
      id: 3,
      status: 'active',
      provider: 'paypal',
      current_period_end: end,
      cancel_at_period_end: false,
      ends_on: null,
      plan: PLANS[0]!,
    },
    checkout_url: null,
    manages_payment: true,
  };
  let answer = paypal;
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update') return { data: { data: answer } };
    if (url === '/stripe/payments') return { data: { data: [] } };
    if (url === '/paypal/subscription/cancel') {
      answer = { ...paypal, subscription: { ...paypal.subscription!, cancel_at_period_end: true, ends_on: end } };
      return { data: { data: answer.subscription, message: 'Your subscription ends on 4 March 2027' } };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post');
  render(<PaymentTab />, ROUTES.EXPERT_PAYMENT);
  expect(await screen.findByText('Doctor Visibility (PayPal)')).toBeInTheDocument();
  expect(screen.getByTestId('ends-on')).toHaveTextContent('04.03.2027');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('Cancel your subscription?')).toBeInTheDocument();
  expect(get.mock.calls.some(([url]) => url === '/paypal/subscription/cancel')).toBe(false);
  fireEvent.click(
    within(document.querySelector('.ant-popconfirm')!).getByRole('button', { name: 'Cancel subscription' }),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument());
  expect(get.mock.calls.filter(([url]) => url === '/paypal/subscription/cancel').length).toBe(1);
  expect(post).not.toHaveBeenCalled();
  // No resume for a PayPal plan; it still ends on its date.
  expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  expect(screen.getByTestId('ends-on')).toHaveTextContent('04.03.2027');
});

// 16:58 UTC on 25 November is 00:58 on 26 November in Singapore.
const PERIOD_END = '2027-11-25T16:58:00.000Z';
const ACTIVE: StatusUpdate = {
  status: STATUS.SIMPLE_USER,
  user: user(STATUS.SIMPLE_USER),
  subscription: {
    id: 4,
    status: 'active',
    provider: 'sandbox',
    current_period_end: PERIOD_END,
    cancel_at_period_end: false,
    ends_on: null,
    plan: PLANS[1]!,
  },
  checkout_url: null,
  manages_payment: true,
};

const payment = (id: number, status: Payment['status'], created_at: string): Payment => ({
  id,
  plan_name: 'Doctor Advocacy',
  amount_cents: 1_569_600,
  gst_cents: 129_600,
  currency: 'SGD',
  status,
  receipt_number: status === 'succeeded' ? `PP-2026-00000${id}` : null,
  created_at,
});

/** The payment tab of an active plan with these invoices; cancelling answers as the API does. */
function renderActive(invoices: Payment[]) {
  let answer = ACTIVE;
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update') return { data: { data: answer } };
    if (url === '/stripe/payments') return { data: { data: invoices } };
    throw new Error(`unexpected GET ${url}`);
  });
  jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url !== '/stripe/subscription/cancel') throw new Error(`unexpected POST ${url}`);
    const subscription = { ...ACTIVE.subscription!, cancel_at_period_end: true, ends_on: PERIOD_END };
    answer = { ...ACTIVE, subscription };
    // The server names the day in UTC; the page says it in the reader's zone.
    return { data: { data: subscription, message: 'Your subscription ends on 25 November 2027' } };
  });
  render(<PaymentTab />, ROUTES.EXPERT_PAYMENT);
}

it('shows every date the spec’s way (dd.MM.y) in the reader’s zone, the end date on cancelling too', async () => {
  const success = jest.spyOn(toast, 'success');
  renderActive([payment(1, 'succeeded', '2026-11-25T16:58:00.000Z')]);
  expect(await screen.findByTestId('renews-on')).toHaveTextContent(/^26\.11\.2027$/);
  const paid = (await screen.findByRole('button', { name: 'Download receipt PP-2026-000001' })).closest('tr')!;
  expect(within(paid).getByText('26.11.2026')).toBeInTheDocument();
  expect(screen.queryByText(/November/)).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('It stays active and ends on 26.11.2027.')).toBeInTheDocument();
  fireEvent.click(
    within(document.querySelector('.ant-popconfirm')!).getByRole('button', { name: 'Cancel subscription' }),
  );
  expect(await screen.findByTestId('ends-on')).toHaveTextContent(/^26\.11\.2027$/);
  expect(success).toHaveBeenCalledWith('Your subscription ends on 26.11.2027');
  fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
  expect(await screen.findByText('It will renew on 26.11.2027.')).toBeInTheDocument();
});

it('shows each invoice’s status in words on a tag of its colour', async () => {
  renderActive([
    payment(1, 'succeeded', '2026-11-25T16:58:00.000Z'),
    payment(2, 'failed', '2026-11-20T03:00:00.000Z'),
    payment(3, 'pending', '2026-11-19T03:00:00.000Z'),
    payment(4, 'refunded', '2026-11-18T03:00:00.000Z'),
  ]);
  const paid = (await screen.findByRole('button', { name: 'Download receipt PP-2026-000001' })).closest('tr')!;
  const tags = [...paid.closest('tbody')!.querySelectorAll('tr')].map((row) => row.querySelector('.pp-tag'));
  expect(tags.map((tag) => tag?.textContent)).toEqual(['Paid', 'Failed', 'Pending', 'Refunded']);
  expect(tags[0]).toHaveClass('pp-tag--green');
  expect(tags[1]).toHaveClass('pp-tag--red');
  expect(tags[2]).toHaveClass('pp-tag--gold');
  expect(screen.queryByText(/succeeded|failed|pending|refunded/)).not.toBeInTheDocument();
});

it('shows the plan’s facts as a labelled list and its actions with the same words', async () => {
  renderActive([]);
  const renews = await screen.findByTestId('renews-on');
  const facts = renews.closest('dl')!;
  const fact = (label: string) => within(facts).getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(fact('Plan')).toHaveTextContent('Doctor Advocacy');
  expect(fact('Price')).toHaveTextContent('S$14,400.00 a year + GST (S$15,696.00)');
  expect(fact('Renews on')).toHaveTextContent('26.11.2027');
  expect(within(facts).queryByText('Ends on')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  // Changing plan loads the plans (and antd with them) only when asked.
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update') return { data: { data: ACTIVE } };
    if (url === '/stripe/payments') return { data: { data: [] } };
    if (url === '/stripe/getallplans') return { data: { data: PLANS } };
    throw new Error(`unexpected GET ${url}`);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
  expect(await screen.findByRole('button', { name: 'Keep my plan' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Choose Doctor Visibility' })).toBeInTheDocument();
});

it('tells an account with no plan so, with Choose a plan while it must pay', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update')
      return {
        data: {
          data: { ...ACTIVE, status: STATUS.MUST_PAY, user: user(STATUS.MUST_PAY), subscription: null },
        },
      };
    if (url === '/stripe/payments') return { data: { data: [] } };
    throw new Error(`unexpected GET ${url}`);
  });
  render(<PaymentTab />, ROUTES.EXPERT_PAYMENT);
  expect(await screen.findByText('You have no active plan.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Choose a plan' }));
  expect(await screen.findByText('plans page')).toBeInTheDocument();
});

it('tells a team member that only the owner manages the plan, with no actions', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/status-update') return { data: { data: { ...ACTIVE, manages_payment: false } } };
    throw new Error(`unexpected GET ${url}`);
  });
  render(<PaymentTab />, ROUTES.EXPERT_PAYMENT);
  expect(await screen.findByText('Only the account owner manages the plan and payments.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
