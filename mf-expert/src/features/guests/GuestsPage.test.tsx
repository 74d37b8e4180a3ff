import { fireEvent, screen, within } from '@testing-library/react';
import { api, ROUTES } from 'mf-shared';
import type { ExpertGuestItem } from 'mf-shared/entities/guest';
import { answerListRemovals, expectRemovalAsked } from 'mf-shared/test/guest-record';
import { pageOf, renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import GuestsPage from './GuestsPage';

// The table's paging, search and sorting in the URL, the photo and expertise columns are the guest
// record widget's (mf-shared/src/widgets/guest-record); this page adds its columns, actions and words.
afterEach(() => jest.restoreAllMocks());

const guest = (over: Partial<ExpertGuestItem> = {}): ExpertGuestItem => ({
  id: 42,
  guest_id: 42,
  first_name: 'Ann',
  last_name: 'Lee',
  avatar: null,
  title: 'Chief Economist',
  headline: 'Asian markets and central banks',
  expertise: [{ id: 5, name: 'Finance' }],
  is_draft: false,
  is_hidden: false,
  last_confirmed_at: '2026-03-05T10:00:00Z',
  completeness: { percent: 80, missing: ['Photo', 'Video'] },
  updated_at: '2026-03-05T10:00:00Z',
  ...over,
});

const renderAt = (url: string) => renderPagesAt(url, { [ROUTES.GUESTS]: <GuestsPage /> });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

it('lists the account’s guests with completeness, last confirmed date and tags; the table’s state is the API’s query', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(
    pageOf([
      guest(),
      guest({
        id: 43,
        guest_id: 43,
        first_name: 'Bo',
        last_name: 'Tan',
        is_draft: true,
        is_hidden: true,
        last_confirmed_at: null,
        completeness: { percent: 100, missing: [] },
      }),
    ]),
  );
  renderAt('/guests?sort=completeness&order=asc&search=lee&per_page=5');
  const ann = await screen.findByRole('link', { name: 'Ann Lee' });
  expect(ann).toHaveAttribute('href', '/guests/42/overview');
  expect(get).toHaveBeenCalledWith('/guests', {
    params: { page: 1, per_page: 5, search: 'lee', sort: 'completeness', direction: 'asc' },
    signal: expect.any(AbortSignal),
  });

  const annRow = rowOf('Ann Lee');
  expect(within(annRow).getByText('05.03.2026')).toBeInTheDocument();
  expect(within(annRow).getByRole('img', { name: '80% complete. Missing: Photo, Video' })).toBeInTheDocument();
  expect(within(annRow).queryByText('Draft')).not.toBeInTheDocument();
  expect(within(annRow).getByRole('button', { name: 'Hide from directory: Ann Lee' })).toBeInTheDocument();

  const boRow = rowOf('Bo Tan');
  expect(within(boRow).getByText('Draft')).toBeInTheDocument();
  expect(within(boRow).getByText('Hidden')).toBeInTheDocument();
  expect(within(boRow).getByText('Never')).toBeInTheDocument();
  expect(within(boRow).getByRole('img', { name: '100% complete. Complete' })).toBeInTheDocument();
  expect(within(boRow).getByRole('link', { name: 'Finish step 2' })).toHaveAttribute(
    'href',
    '/guests/new-guest/upload/43',
  );
  expect(within(boRow).getByRole('button', { name: 'Show in directory: Bo Tan' })).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Guests' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Create new guest' })).toHaveAttribute('href', '/guests/new-guest/create');
  expect(screen.getByRole('link', { name: 'Upload guest with CSV' })).toHaveAttribute('href', '/guests/upload');
});

it('confirms availability and hides a guest through the API, then reads the list again', async () => {
  let rows = [guest()];
  const get = jest.spyOn(api, 'get').mockImplementation(async () => pageOf(rows));
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/guests/42/confirm') {
      rows = [guest({ last_confirmed_at: '2026-04-01T09:00:00Z' })];
      return { data: { data: { last_confirmed_at: '2026-04-01T09:00:00Z' }, message: 'Availability confirmed' } };
    }
    if (url === '/guests/42/visibility') {
      rows = [guest({ ...rows[0], is_hidden: (body as { is_hidden: boolean }).is_hidden })];
      return { data: { data: { is_hidden: true }, message: 'Hidden from the directory' } };
    }
    throw new Error(`unexpected ${url}`);
  });
  renderAt('/guests');
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm availability of Ann Lee' }));
  expect(await within(rowOf('Ann Lee')).findByText('01.04.2026')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/guests/42/confirm');

  fireEvent.click(screen.getByRole('button', { name: 'Hide from directory: Ann Lee' }));
  expect(await within(rowOf('Ann Lee')).findByText('Hidden')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/guests/42/visibility', { is_hidden: true });
  expect(within(rowOf('Ann Lee')).getByRole('button', { name: 'Show in directory: Ann Lee' })).toBeInTheDocument();
  expect(get.mock.calls.length).toBeGreaterThanOrEqual(3);
});

it('deletes a guest only once the deletion is confirmed', async () => {
  const remove = answerListRemovals(
    [guest(), guest({ id: 43, guest_id: 43, first_name: 'Bo', last_name: 'Tan' })],
    '/guests',
    'Guest removed',
  );
  renderAt('/guests');
  await expectRemovalAsked(remove, {
    button: 'Delete Ann Lee',
    question: 'Delete Ann Lee?',
    ok: 'Delete',
    url: '/guests/42',
  });
});

it('says "No Result Found" with the ways to add guests when there are none', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(pageOf([]));
  renderAt('/guests');
  expect(await screen.findByText('No Result Found')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Create a new guest' })).toHaveAttribute(
    'href',
    '/guests/new-guest/create',
  );
  expect(screen.getByRole('link', { name: 'upload guests from a CSV file' })).toHaveAttribute('href', '/guests/upload');
});
