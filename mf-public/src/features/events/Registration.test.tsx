import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore, ROLE, STATUS, type User } from 'mf-shared';
import { db, sent } from 'mf-shared/test/api';
import type { EventDetails } from 'mf-shared/entities/event';
import { EMBARGOED_BRIEFING } from 'mf-shared/test/event';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { Registration } from './Registration';
import { userForTest } from 'mf-shared/test/session';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

const briefing: EventDetails = EMBARGOED_BRIEFING;

const journalist = (status: number = STATUS.SIMPLE_USER): User =>
  userForTest({ id: 40, role: ROLE.JOURNALIST, status: status as User['status'], email: 'tess@example.net' });

function signedIn(user: User) {
  act(() => authStore.getState().setSession({ user, accessToken: 'token' }));
}

it('an approved journalist acknowledges the embargo before registering; the acknowledgement is sent', async () => {
  signedIn(journalist());
  db.events.set(9, { ...briefing, registration: null });
  renderWithServerData(<Registration event={briefing} />);

  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Please acknowledge the embargo before registering')).toBeInTheDocument();
  expect(await sent('POST')).toEqual([]);

  fireEvent.click(screen.getByRole('checkbox', { name: /I acknowledge the embargo/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  // The data set now holds the registration: the event read again says it.
  expect(await screen.findByText(/You are registered since/)).toBeInTheDocument();
  expect(await sent('POST')).toEqual([
    { method: 'POST', path: '/events/9/register', body: { embargo_acknowledged: true } },
  ]);
});

it('a registrant sees their registration and sends a question in advance', async () => {
  signedIn(journalist());
  // Registered, no question asked yet.
  db.events.set(9, {
    ...briefing,
    registration: { registered_at: '2026-05-01T10:00:00Z', embargo_acknowledged_at: '2026-05-01T10:00:00Z' },
  });
  renderWithServerData(<Registration event={briefing} />);
  expect(await screen.findByText(/You are registered since/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Your question for the experts'), {
    target: { value: 'Will the slides be shared?' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
  await screen.findByRole('button', { name: 'Send question' });
  await waitFor(async () =>
    expect(await sent('POST')).toEqual([
      { method: 'POST', path: '/events/9/questions', body: { question: 'Will the slides be shared?' } },
    ]),
  );
});

it('shows nothing to an expert', () => {
  signedIn({ ...journalist(), role: ROLE.EXPERT });
  const { container } = renderWithServerData(<Registration event={briefing} />);
  expect(container).toBeEmptyDOMElement();
});
