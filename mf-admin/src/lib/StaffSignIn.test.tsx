import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse, route, server } from 'mf-shared/test/api';
import { renderAt } from 'mf-shared/test/server-data';
import { StaffSignIn } from './StaffSignIn';

const open = () => renderAt('/admin', { '/admin': <StaffSignIn /> });
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

it('checks the fields with the shared rules on submit, each message read with its field', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
  const email = screen.getByLabelText('Email');
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(describedBy(email)).toEqual(['This field is required']);
  expect(describedBy(screen.getByLabelText('Password'))).toEqual(['This field is required']);

  fireEvent.change(email, { target: { value: 'not-an-email' } });
  expect(email).not.toHaveAttribute('aria-invalid');
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Must be valid email')).toBeInTheDocument();
});

it('says the API’s refusal, and its field errors under the fields', async () => {
  let answer = HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 });
  server.use(http.post(route('/staff/auth/login'), () => answer));
  open();
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'support@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong2026pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');

  answer = HttpResponse.json(
    { message: 'The given data was invalid.', errors: { email: ['Too many attempts. Try again in a minute.'] } },
    { status: 422 },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeInTheDocument();
  expect(describedBy(screen.getByLabelText('Email'))).toEqual(['Too many attempts. Try again in a minute.']);
  expect(screen.queryByText('These credentials do not match our records.')).not.toBeInTheDocument();
});

it('shows the password’s characters on request', async () => {
  open();
  const password = await screen.findByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  fireEvent.click(screen.getByRole('button', { name: 'Show characters' }));
  expect(password).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Show characters' })).toHaveAttribute('aria-pressed', 'true');
});
