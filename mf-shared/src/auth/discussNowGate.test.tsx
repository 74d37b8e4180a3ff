import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS, type Status } from '../constants/roles';
import { userForTest } from '../../test/session';
import { authStore } from './authStore';
import { useDiscussNowGate } from './discussNowGate';

function Story() {
  const { target, open } = useDiscussNowGate<string>('Sign in to talk to this guest.');
  return (
    <>
      <button type="button" onClick={() => open('Dr Lim')}>
        Discuss now
      </button>
      {target && <p role="dialog">Request to {target}</p>}
    </>
  );
}

const signIn = (status: Status = STATUS.SIMPLE_USER) =>
  act(() => {
    authStore.getState().setSession({ accessToken: 't', user: userForTest({ status }) });
    authStore.getState().closeLogin();
  });

beforeEach(() =>
  act(() => {
    authStore.getState().clearSession();
    authStore.getState().closeLogin();
  }),
);

describe("Discuss now's gate", () => {
  it('asks a visitor to sign in, saying why, to come back to this page', async () => {
    window.history.replaceState(null, '', '/news/ai-in-asia?ref=hub');
    render(<Story />);
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    expect(authStore.getState()).toMatchObject({
      loginOpen: true,
      userType: 'journalist',
      loginReason: 'Sign in to talk to this guest.',
      loginReturnTo: '/news/ai-in-asia?ref=hub',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the action again by itself once the visitor has signed in', async () => {
    render(<Story />);
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    signIn();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Request to Dr Lim');
  });

  it('forgets the action when the visitor closes the login dialog instead', async () => {
    render(<Story />);
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    act(() => authStore.getState().closeLogin());
    signIn();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a journalist awaiting approval why not, even after signing in from the gate', async () => {
    render(<Story />);
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    signIn(STATUS.WAIT_FOR_APPROVING);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
