import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderAt } from 'mf-shared/test/server-data';
import { staffSession } from '../../lib/staffSession';
import type { ContactMessage, ContactMessageDetail } from './api';
import ContactPage from './ContactPage';

const message = (id: number, over: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: `Lena Fox ${id}`,
  email: `lena${id}@example.net`,
  question: `Do you have experts on shipping law? (${id})`,
  status: 'new',
  created_at: '2026-11-20T08:00:00Z',
  handled_at: null,
  assigned_staff: null,
  replies_count: 0,
  ...over,
});

const detail = (id: number): ContactMessageDetail => ({
  ...message(id),
  replies: [
    {
      id: 1,
      body: 'We have three; see the directory.',
      sent_at: '2026-11-21T09:00:00Z',
      staff: { id: 2, email: 'owner@example.com' },
    },
  ],
  replies_count: 1,
});

beforeEach(() => {
  server.use(
    http.get(route('/staff/me'), () =>
      HttpResponse.json({
        data: {
          id: 1,
          email: 'support@example.com',
          role: 'support',
          two_factor: false,
          permissions: ['approvals', 'accounts', 'contact', 'audit'],
          last_sign_in_at: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      }),
    ),
    http.get(route('/staff/contact'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const rows = [
        message(8),
        message(9, {
          status: 'handled',
          handled_at: '2026-11-21T00:00:00Z',
          assigned_staff: { id: 1, email: 'support@example.com' },
        }),
      ].filter((m) => params.get('status') === 'all' || m.status === params.get('status'));
      return HttpResponse.json({
        data: rows,
        meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 },
      });
    }),
    http.get(route('/staff/contact/:id'), ({ params }) => HttpResponse.json({ data: detail(Number(params.id)) })),
    http.post(route('/staff/contact/:id/reply'), () =>
      HttpResponse.json(
        { message: 'The body is too short.', errors: { body: ['Not enough words.'] } },
        { status: 422 },
      ),
    ),
    http.post(route('/staff/contact/:id/:action'), ({ params }) =>
      HttpResponse.json({ data: detail(Number(params.id)), message: 'Done.' }),
    ),
  );
  act(() => staffSession.getState().signIn('staff-token'));
});
afterEach(() => act(() => staffSession.getState().signOut()));

it('lists new messages, filters them, and opens one to assign, mark handled and reply', async () => {
  renderAt('/admin/contact', { '/admin/contact': <ContactPage /> });
  const row = (await screen.findByText('Lena Fox 8')).closest('tr')!;
  expect(within(row).getByText('New')).toBeInTheDocument();
  expect(within(row).getByText('Unassigned')).toBeInTheDocument();
  expect(screen.queryByText('Lena Fox 9')).not.toBeInTheDocument();

  fireEvent.click(screen.getByText('All'));
  const handled = (await screen.findByText('Lena Fox 9')).closest('tr')!;
  expect(within(handled).getByText('Handled')).toBeInTheDocument();
  expect(within(handled).getByText('support@example.com')).toBeInTheDocument();
  expect(await sent('GET', '/staff/contact?status=all&page=1&per_page=10')).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Open the message from Lena Fox 8' }));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('We have three; see the directory.')).toBeInTheDocument();

  fireEvent.click(within(drawer).getByRole('button', { name: 'Assign to me' }));
  await waitFor(async () =>
    expect((await sent('POST', '/staff/contact/8/assign')).map((r) => r.body)).toEqual([{ staff_id: 1 }]),
  );
  fireEvent.click(within(drawer).getByRole('button', { name: 'Mark handled' }));
  await waitFor(async () => expect(await sent('POST', '/staff/contact/8/handled')).toHaveLength(1));

  // The shared rule first: too short never leaves the page.
  const field = within(drawer).getByLabelText('Reply by mail');
  fireEvent.change(field, { target: { value: 'Thanks' } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Send reply' }));
  expect(await within(drawer).findByText('This field must be at least 10 characters')).toBeInTheDocument();
  expect(await sent('POST', '/staff/contact/8/reply')).toHaveLength(0);

  // The server's answer shows on the field too.
  fireEvent.change(field, { target: { value: 'We can introduce you to two of them.' } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Send reply' }));
  expect(await within(drawer).findByText('Not enough words.')).toBeInTheDocument();
  expect((await sent('POST', '/staff/contact/8/reply')).map((r) => r.body)).toEqual([
    { body: 'We can introduce you to two of them.' },
  ]);
});
