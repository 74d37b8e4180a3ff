import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, ROUTES } from 'mf-shared';
import type { GuestMedia } from 'mf-shared/entities/guest';
import {
  answerLookups,
  answerNewDraft,
  answerNoDraft,
  expectMissingDraft,
  fillAndGoOn,
} from 'mf-shared/test/guest-record';
import { renderAt } from 'mf-shared/test/server-data';
import GuestMediaStepPage from './GuestMediaStepPage';
import NewGuestPage from './NewGuestPage';

// The two steps themselves are the guest record widget's (mf-shared/src/widgets/guest-record); this
// page adds the guests' tabs and words, the expert's API calls and routes.
afterEach(() => jest.restoreAllMocks());

const open = (url: string) =>
  renderAt(url, { [ROUTES.NEW_GUEST]: <NewGuestPage />, [ROUTES.NEW_GUEST_MEDIA]: <GuestMediaStepPage /> });

it('step 1 is the "Create new guest" tab; Next stores the draft with POST /guests/create and opens its step 2', async () => {
  answerLookups();
  const post = answerNewDraft();
  const { where } = open('/guests/new-guest/create');
  expect(screen.getByRole('heading', { level: 1, name: 'Create new guest' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create new guest' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('navigation', { name: 'Steps of a new guest' })).toHaveTextContent(
    /General Information.*Guest image & Embed video/,
  );

  await fillAndGoOn(where, '/guests/new-guest/upload/77');
  expect(post).toHaveBeenCalledWith('/guests/create', expect.any(FormData));
});

it('step 2 without the draft says "This guest draft does not exist" and leads to step 1', async () => {
  answerNoDraft();
  await expectMissingDraft(open('/guests/new-guest/upload/999').where, 'guest', '/guests/new-guest/create');
});

it('step 2 reads and changes the guest’s media at the guests’ addresses, and Finish publishes it and opens the list', async () => {
  let stored: GuestMedia = {
    id: 77,
    avatar: null,
    images: [{ id: 5, image: 'https://cdn.example.com/a.png' }],
    videos: [],
  };
  const get = jest.spyOn(api, 'get').mockImplementation(async () => ({ data: { data: stored } }));
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url === '/guests/video/77/add') {
      stored = { ...stored, videos: [{ id: 9, url: 'https://youtu.be/dQw4w9WgXcQ' }] };
      return { data: { data: stored } };
    }
    if (url === '/guests/77/publish') return { data: { data: { id: 77, is_draft: false }, message: 'Guest saved' } };
    throw new Error(`unexpected ${url}`);
  });
  const remove = jest.spyOn(api, 'delete').mockImplementation(async () => {
    stored = { ...stored, images: [] };
    return { data: { data: stored } };
  });
  const { container, where } = open('/guests/new-guest/upload/77');
  fireEvent.change(await screen.findByLabelText('Video link (YouTube or Vimeo)'), {
    target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
  });
  expect(get).toHaveBeenCalledWith('/guests/77/media', expect.objectContaining({ silent: true }));
  fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
  await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
  expect(post).toHaveBeenCalledWith('/guests/video/77/add', { url: 'https://youtu.be/dQw4w9WgXcQ' });

  fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith('/guests/image/5/destroy'));

  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(where()).toBe('/guests'));
  expect(post).toHaveBeenCalledWith('/guests/77/publish');
});
