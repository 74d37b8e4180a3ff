import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import EmailConfirmPage from './EmailConfirmPage';

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  renderWithServerData(
    <MemoryRouter initialEntries={['/email/confirm/the-token']}>
      <Routes>
        <Route path="/email/confirm/:token" element={<EmailConfirmPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('confirms with the token in the body and says the new sign-in email', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: { email: 'new@example.org' } } });
  renderPage();
  expect(await screen.findByRole('status')).toHaveTextContent('Your sign-in email is now new@example.org.');
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/profile/email/confirm', { token: 'the-token' }, { silent: true });
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

it('says in the API’s words when the link is spent or has expired', async () => {
  const invalid = 'This email confirmation link is invalid or has expired.';
  jest.spyOn(api, 'post').mockRejectedValue({
    isAxiosError: true,
    response: { status: 422, data: { message: 'Invalid', errors: { token: [invalid] } } },
  });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
});
