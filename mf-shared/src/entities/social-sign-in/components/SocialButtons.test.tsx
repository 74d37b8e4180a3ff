import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { api } from 'mf-shared';
import { SocialButtons } from './SocialButtons';

afterEach(() => jest.restoreAllMocks());

function renderButtons() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SocialButtons userType="expert" />
    </QueryClientProvider>,
  );
}

it('turns on only the providers the server is configured for', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { data: { google: true, linkedin: false } } });
  renderButtons();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
  expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeDisabled();
  expect(get).toHaveBeenCalledWith('/auth/social/providers');
});

it('keeps both off while the server has not said, and when it cannot', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
  renderButtons();
  expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeDisabled());
});
