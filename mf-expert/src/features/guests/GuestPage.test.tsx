import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, ROUTES } from 'mf-shared';
import type { GuestProfile } from 'mf-shared/entities/guest';
import { ANN_LEE, PUBLISHED_GUEST } from 'mf-shared/test/guest';
import { renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import GuestPage from './GuestPage';

afterEach(() => jest.restoreAllMocks());

const DESCRIPTION =
  'Ann covers rates, inflation and housing across South-East Asia, and has advised two of its central banks.';

const profile = (over: Partial<GuestProfile> = {}): GuestProfile => ({
  id: 42,
  guest_id: 42,
  ...ANN_LEE,
  ...PUBLISHED_GUEST,
  headline: 'Asian markets and central banks',
  description: DESCRIPTION,
  rating: 4.5,
  avatar: null,
  country: [{ id: 1, name: 'Singapore' }],
  expertise: [{ id: 5, name: 'Finance' }],
  available: [{ id: 7, name: 'South-East Asia' }],
  languages: [],
  videos: [{ id: 9, url: 'https://youtu.be/dQw4w9WgXcQ' }],
  images: [],
  video: 'https://youtu.be/dQw4w9WgXcQ',
  expert: { id: 9, name: 'Jo Expert' },
  ...over,
});

const LOOKUPS: Record<string, { id: number; name: string }[]> = {
  '/countries': [{ id: 1, name: 'Singapore' }],
  '/expertises': [{ id: 5, name: 'Finance' }],
  '/available': [{ id: 7, name: 'South-East Asia' }],
  '/languages': [],
};

const renderAt = (url: string) => renderPagesAt(url, { [ROUTES.GUEST]: <GuestPage /> });

it('opens /guests/{id} on its overview, and moves between the tabs by address', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: { data: profile() } });
  const { container } = renderAt('/guests/42');
  expect(await screen.findByRole('heading', { level: 1, name: /Ann Lee/ })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/guests/42/overview');
  expect(screen.getByText('Asian markets and central banks')).toBeInTheDocument();

  const sections = screen.getByRole('navigation', { name: 'Guest sections' });
  expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  fireEvent.click(within(sections).getByRole('link', { name: 'Media' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/guests/42/media'));
  await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
});

it('edits the general information with the guest form, prefilled, and sends the update', async () => {
  let stored = profile();
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: { data: url in LOOKUPS ? LOOKUPS[url] : stored },
  }));
  const post = jest.spyOn(api, 'post').mockImplementation(async () => {
    stored = profile({ title: 'Head of Research' });
    return { data: { data: { id: 42, is_draft: false }, message: 'Guest saved' } };
  });
  renderAt('/guests/42/general');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit general information' }));
  const title = await screen.findByDisplayValue('Chief Economist');
  fireEvent.change(title, { target: { value: 'Head of Research' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  const [url, body] = post.mock.calls[0] as [string, FormData];
  expect(url).toBe('/guests/42/update');
  expect(body.get('title')).toBe('Head of Research');
  expect(body.getAll('country[]')).toEqual(['1']);
  // Back to the view, read again.
  expect(await screen.findByRole('button', { name: 'Edit general information' })).toBeInTheDocument();
  expect(await screen.findByText('Head of Research')).toBeInTheDocument();
});

it('says "No Result Found" for another account’s guest (404)', async () => {
  jest.spyOn(api, 'get').mockRejectedValue({ isAxiosError: true, response: { status: 404 } });
  renderAt('/guests/999/overview');
  expect(await screen.findByText('No Result Found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your guests' })).toHaveAttribute('href', '/guests');
});
