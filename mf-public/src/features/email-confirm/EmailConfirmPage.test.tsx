import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { db, sent } from 'mf-shared/test/api';
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

// The data set holds the change "the-token" confirms: to new@example.org.
it('confirms with the token in the body and says the new sign-in email', async () => {
  renderPage();
  expect(await screen.findByRole('status')).toHaveTextContent('Your sign-in email is now new@example.org.');
  expect(await sent()).toEqual([{ method: 'POST', path: '/profile/email/confirm', body: { token: 'the-token' } }]);
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

it('says in the API’s words when the link is spent or has expired', async () => {
  const invalid = 'This email confirmation link is invalid or has expired.';
  // Asked quietly: the page says the API's words itself, never in a toast.
  const toastError = jest.spyOn(toast, 'error');
  db.emailChanges.clear(); // spent, or expired
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
  expect(toastError).not.toHaveBeenCalled();
});
