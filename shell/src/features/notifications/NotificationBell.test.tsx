import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NotificationBell } from './NotificationBell';
import { notificationsStore } from './notificationsStore';

// The spec's date-time format (section 9), in the viewer's time zone: never the browser's locale format.
const SPEC_DATE_TIME = /^\d{4}\/\d{2}\/\d{2} (0\d|1[0-2]):[0-5]\d (AM|PM)$/;

it('shows when each notification came in the spec’s date-time format', async () => {
  notificationsStore.setState({
    items: [
      {
        id: 1,
        type: 'Interview',
        data: '<p>New interview request</p>',
        read_at: null,
        created_at: '2026-11-23T03:15:52Z',
      },
    ],
    markAllRead: jest.fn(async () => undefined),
  });
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
  const time = screen.getByRole('menuitem').querySelector('time')!;
  expect(time.textContent).toMatch(SPEC_DATE_TIME);
  expect(time).toHaveAttribute('dateTime', '2026-11-23T03:15:52Z');
});
