import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from 'mf-shared';
import type { GuestProfile } from 'mf-shared/entities/guest';
import { db, http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { ANN_LEE, PUBLISHED_GUEST } from 'mf-shared/test/guest';
import { renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import GuestProfilePage from './GuestProfilePage';
import { CONTACT_PATHS } from './paths';
import { signInForTest } from 'mf-shared/test/session';

afterEach(() => act(() => authStore.getState().clearSession()));
// Two reads and antd's first render can take over a second on shared cores.

const guest = (over: Partial<GuestProfile> = {}): GuestProfile => ({
  id: 42,
  guest_id: 42,
  ...ANN_LEE,
  ...PUBLISHED_GUEST,
  description: 'Ann covers rates, inflation and the housing market across South-East Asia for two decades.',
  rating: 4.5,
  avatar: 'data:image/svg+xml;base64,PHN2Zy8+',
  headline: null,
  expert: { id: 3, name: 'Eve Expert' },
  country: [{ id: 1, name: 'Singapore' }],
  expertise: [
    { id: 5, name: 'Finance' },
    { id: 6, name: 'Banking' },
  ],
  available: [{ id: 2, name: 'South-East Asia' }],
  languages: [{ id: 1, name: 'English' }],
  images: [],
  videos: [],
  video: null,
  ...over,
});

const renderAt = (url: string) =>
  renderPagesAt(url, { [CONTACT_PATHS.PAGE]: <GuestProfilePage />, '/directory': <p>The directory</p> });

/** The data set the page reads: the guest, and which guests the journalist has saved (none unless told). */
const answer = (g: GuestProfile, saved: number[] = []) => {
  db.guests.set(g.id, g);
  db.savedContacts = saved;
};
/** The paths of the requests sent with `method`. */
const pathsSent = async (method: string) => (await sent(method)).map(({ path }) => path);
const where = () => screen.getByTestId('where');

it('redirects /contact/{id} to the overview, which shows who the guest is', async () => {
  answer(guest());
  renderAt('/contact/42');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
  expect(where()).toHaveTextContent(/^\/contact\/42\/overview$/);
  expect(await pathsSent('GET')).toEqual(expect.arrayContaining(['/guests/42', '/contacts/saved?guest_id=42']));
  expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('Chief Economist')).toBeInTheDocument();
  expect(screen.getByText('Harbour Bank')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(screen.getByText(/rates, inflation/)).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Expertise' })).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByText('Singapore')).toBeInTheDocument();
  expect(screen.getByText('South-East Asia')).toBeInTheDocument();
  expect(screen.getByText('English')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Discuss now' })).toBeInTheDocument();
});

it('switches tabs through the address: each tab is its own page, a link', async () => {
  answer(guest());
  renderAt('/contact/42/general');
  expect(await screen.findByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByText('Female')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('link', { name: 'Media' }));
  await waitFor(() => expect(where()).toHaveTextContent(/^\/contact\/42\/media$/));
  expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByText('No Result Found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'General' })).not.toHaveAttribute('aria-current');
});

it('shows the LinkedIn profile safely, and the company logo and description only when the expert made them visible', async () => {
  answer(
    guest({
      // Hidden: even were the values sent, they are not shown.
      is_company_logo_visible: false,
      guest_company_logo: 'https://cdn.example.com/logo.png',
      is_company_description_visible: false,
      guest_company_description: 'A hidden description',
    }),
  );
  const first = renderAt('/contact/42/general');
  const linkedin = await screen.findByRole('link', { name: 'https://www.linkedin.com/in/ann-lee' });
  expect(linkedin).toHaveAttribute('target', '_blank');
  expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByText('Company logo')).not.toBeInTheDocument();
  expect(screen.queryByText('A hidden description')).not.toBeInTheDocument();
  first.unmount();

  jest.restoreAllMocks();
  answer(
    guest({
      is_company_logo_visible: true,
      guest_company_logo: 'https://cdn.example.com/logo.png',
      is_company_description_visible: true,
      guest_company_description: 'Harbour Bank lends to small firms.',
      linkedin: 'javascript:alert(1)',
    }),
  );
  renderAt('/contact/42/general');
  expect(await screen.findByRole('img', { name: 'Harbour Bank logo' })).toHaveAttribute(
    'src',
    'https://cdn.example.com/logo.png',
  );
  expect(screen.getByText('Harbour Bank lends to small firms.')).toBeInTheDocument();
  // A LinkedIn value that is no web address is text, not a link.
  expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
});

it('embeds YouTube and Vimeo as privacy-friendly players, links other videos, and never frames another address', async () => {
  answer(
    guest({
      images: [{ id: 1, image: 'https://cdn.example.com/one.jpg' }],
      videos: [
        { id: 1, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { id: 2, url: 'https://vimeo.com/76979871' },
        { id: 3, url: 'https://cdn.example.com/talk.mp4' },
        { id: 4, url: 'javascript:alert(1)' },
        { id: 5, url: 'https://evil.example/embed/dQw4w9WgXcQ' },
      ],
    }),
  );
  const { container } = renderAt('/contact/42/media');
  // The picture opens large in the kit's lightbox, named for whose it is.
  fireEvent.click(await screen.findByRole('button', { name: 'Open Ann Lee, picture 1 of 1' }));
  expect(within(screen.getByRole('dialog', { name: 'Image' })).getByRole('img')).toHaveAccessibleName(
    'Ann Lee, picture 1 of 1',
  );
  expect(within(screen.getByRole('dialog', { name: 'Image' })).getByRole('img')).toHaveAttribute(
    'src',
    'https://cdn.example.com/one.jpg',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  const frames = [...container.querySelectorAll('iframe')];
  expect(frames.map((f) => f.getAttribute('src'))).toEqual([
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871?dnt=1',
  ]);
  expect(frames[0]).toHaveAttribute('title', 'Ann Lee, video 1 (YouTube)');
  expect(frames[1]).toHaveAttribute('title', 'Ann Lee, video 2 (Vimeo)');
  const mp4 = screen.getByRole('link', { name: /talk\.mp4/ });
  expect(mp4).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: /evil\.example/ })).toHaveAttribute(
    'href',
    'https://evil.example/embed/dQw4w9WgXcQ',
  );
  expect(screen.getByText('Video 4: javascript:alert(1)').closest('a')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
});

it('shows skeletons while loading, then "No Result Found" with a way back to the directory on a 404', async () => {
  // Guest 999 is not in the data set: the API answers 404, once the test lets it.
  let fail: () => void = () => undefined;
  const failing = new Promise<void>((resolve) => (fail = resolve));
  server.use(
    http.get(route('/guests/:id'), async () => {
      await failing;
      return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  renderAt('/contact/999/overview');
  expect(screen.getByRole('status', { name: 'Loading the profile' })).toBeInTheDocument();
  act(() => fail());
  expect(await screen.findByText('No Result Found')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Back to the directory' }));
  expect(await screen.findByText('The directory')).toBeInTheDocument();
});

it('asks for nothing when the id is not a number', async () => {
  renderAt('/contact/abc/overview');
  expect(screen.getByText('No Result Found')).toBeInTheDocument();
  // Time for a call to reach the network, had one been made.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await sent()).toEqual([]);
});

it('Discuss now opens the interview request for an approved journalist', async () => {
  signInForTest();
  // Guest 42; no templates, no interviews.
  answer(guest());
  renderAt('/contact/42/overview');
  fireEvent.click(await screen.findByRole('button', { name: 'Discuss now' }));
  expect(await screen.findByRole('dialog', { name: 'Request an interview with Ann Lee' })).toBeInTheDocument();
});

it('Ask a question sends the journalist’s question to the guest’s expert account', async () => {
  signInForTest();
  answer(guest());
  renderAt('/contact/42/overview');
  fireEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask Ann Lee a question' });
  // Named by its label alone: the live character count is not part of the name.
  const question = within(dialog).getByRole('textbox', { name: 'Your question' });
  fireEvent.change(question, { target: { value: 'Will rates fall before June?' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
  await waitFor(async () =>
    expect(await sent('POST')).toContainEqual({
      method: 'POST',
      path: '/conversation',
      body: { guest_id: 42, message: 'Will rates fall before June?' },
    }),
  );
});

it('saves the guest to the journalist’s contacts, then says so and can remove it', async () => {
  signInForTest({ id: 1 });
  // Not saved yet: saving and removing change the data set.
  answer(guest());
  renderAt('/contact/42/overview');
  const save = await screen.findByRole('button', { name: 'Save to my contacts' });
  // Until the page knows whether the guest is saved, the button waits.
  await waitFor(() => expect(save).toBeEnabled());
  fireEvent.click(save);
  expect(await screen.findByRole('button', { name: 'Saved to contacts' })).toHaveAttribute('aria-pressed', 'true');
  expect(await sent('POST')).toEqual([{ method: 'POST', path: '/contacts', body: { guest_id: 42 } }]);
  expect(screen.queryByRole('button', { name: 'Save to my contacts' })).not.toBeInTheDocument();

  // Removing asks first.
  fireEvent.click(screen.getByRole('button', { name: 'Saved to contacts' }));
  const ask = await screen.findByRole('tooltip');
  expect(within(ask).getByText('Remove Ann Lee from your contacts?')).toBeInTheDocument();
  expect(await sent('DELETE')).toEqual([]);
  fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByRole('button', { name: 'Save to my contacts' })).toBeInTheDocument();
  expect(await pathsSent('DELETE')).toEqual(['/contacts/42']);
});

it('shows an already saved guest as saved', async () => {
  signInForTest({ id: 1 });
  answer(guest(), [42]);
  renderAt('/contact/42/overview');
  expect(await screen.findByRole('button', { name: 'Saved to contacts' })).toBeInTheDocument();
});

it('offers no saving for the journalist’s own private contact (always in their contacts)', async () => {
  signInForTest({ id: 7 });
  answer(guest({ expert: { id: 7, name: 'Jo Reporter' } }));
  renderAt('/contact/42/overview');
  expect(await screen.findByRole('button', { name: 'Discuss now' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /contacts/ })).not.toBeInTheDocument();
});
