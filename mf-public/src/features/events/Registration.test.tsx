import { act, fireEvent, screen } from '@testing-library/react';
import { api, authStore, ROLE, STATUS, type User } from 'mf-shared';
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
  jest.spyOn(api, 'get').mockResolvedValue({ data: { data: { ...briefing, registration: null } } });
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValue({ data: { data: { registered_at: '2026-05-01T10:00:00Z' }, message: 'Registered' } });
  renderWithServerData(<Registration event={briefing} />);

  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Please acknowledge the embargo before registering')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('checkbox', { name: /I acknowledge the embargo/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await screen.findByRole('button', { name: 'Register' });
  expect(post).toHaveBeenCalledWith('/events/9/register', { embargo_acknowledged: true });
});

it('a registrant sees their registration and sends a question in advance', async () => {
  signedIn(journalist());
  jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
    url === '/events/9/questions'
      ? { data: { data: [] } }
      : {
          data: {
            data: {
              ...briefing,
              registration: { registered_at: '2026-05-01T10:00:00Z', embargo_acknowledged_at: '2026-05-01T10:00:00Z' },
            },
          },
        },
  );
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: { id: 1 }, message: 'Question sent' } });
  renderWithServerData(<Registration event={briefing} />);
  expect(await screen.findByText(/You are registered since/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Your question for the experts'), {
    target: { value: 'Will the slides be shared?' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
  await screen.findByRole('button', { name: 'Send question' });
  expect(post).toHaveBeenCalledWith('/events/9/questions', { question: 'Will the slides be shared?' });
});

it('shows nothing to an expert', () => {
  signedIn({ ...journalist(), role: ROLE.EXPERT });
  const { container } = renderWithServerData(<Registration event={briefing} />);
  expect(container).toBeEmptyDOMElement();
});
