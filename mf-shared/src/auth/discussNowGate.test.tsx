import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS, type Status } from '../constants/roles';
import { userForTest } from '../../test/session';
import { authStore } from './authStore';
import { useDiscussNowGate } from './discussNowGate';

function Story() {
  const { target, open, close } = useDiscussNowGate<string>('Sign in to talk to this guest.');
  return (
    <>
      <button type="button" onClick={() => open('Dr Lim')}>
        Discuss now
      </button>
      {target && (
        <div role="dialog" aria-label={`Request to ${target}`}>
          <button type="button" autoFocus onClick={close}>
            Cancel
          </button>
        </div>
      )}
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
    expect(await screen.findByRole('dialog', { name: 'Request to Dr Lim' })).toBeInTheDocument();
  });

  it('forgets the action when the visitor closes the login dialog instead', async () => {
    render(<Story />);
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    act(() => authStore.getState().closeLogin());
    signIn();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to the button that opened the dialog when it closes', async () => {
    signIn();
    render(<Story />);
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discuss now' })).toHaveFocus());
  });

  it('tells a journalist awaiting approval why not, even after signing in from the gate', async () => {
    render(<Story />);
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    signIn(STATUS.WAIT_FOR_APPROVING);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
