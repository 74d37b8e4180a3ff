import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authStore, LOGIN_REASONS, ROLE, STATUS } from 'mf-shared';
import { http, HttpResponse, route, server } from 'mf-shared/test/api';
import { userForTest } from 'mf-shared/test/session';
import { renderWithServerData } from 'mf-shared/test/server-data';
import LoginDialog from './LoginDialog';

const journalist = userForTest({ id: 3, role: ROLE.JOURNALIST, status: STATUS.SIMPLE_USER, email: 'ana@wire.sg' });

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderDialog() {
  server.use(http.post(route('/auth/login'), () => HttpResponse.json({ access_token: 't1', user: journalist })));
  renderWithServerData(
    <MemoryRouter initialEntries={['/news/ai-in-asia']}>
      <LoginDialog />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Signs in and waits for the dialog to close (it navigates as it closes). */
async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'ana@wire.sg');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(authStore.getState()).toMatchObject({ loginOpen: false, accessToken: 't1' }));
  await act(async () => {}); // the navigation's render
}

beforeEach(() =>
  act(() => {
    authStore.getState().clearSession();
    authStore.getState().closeLogin();
  }),
);

describe('the login dialog', () => {
  it('says why it opened and, once signed in, leads back to the page that asked', async () => {
    act(() =>
      authStore.getState().openLogin('journalist', { reason: LOGIN_REASONS.INTERVIEW, returnTo: '/news/ai-in-asia' }),
    );
    renderDialog();
    expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_REASONS.INTERVIEW);
    await signIn();
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/news\/ai-in-asia$/);
    expect(authStore.getState().loginReturnTo).toBeNull();
  });

  it('leads home when the person opened it themselves', async () => {
    act(() => authStore.getState().openLogin('journalist'));
    renderDialog();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await signIn();
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('offers to register as a journalist, coming back to the same page afterwards', async () => {
    act(() =>
      authStore.getState().openLogin('journalist', { reason: LOGIN_REASONS.INTERVIEW, returnTo: '/news/ai-in-asia' }),
    );
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Register as a journalist' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/register/journalist?next=%2Fnews%2Fai-in-asia');
    expect(authStore.getState().loginOpen).toBe(false);
  });

  it('offers an expert the expert registration', async () => {
    act(() => authStore.getState().openLogin('expert'));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Register as an expert' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/register\/expert\/1$/);
  });
});
