import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, ROUTES } from 'mf-shared';
import type { NewsItem } from 'mf-shared/entities/news';
import { renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import { dimensionProblem } from '../../lib/picture';
import NewsFormPage from './NewsFormPage';

/** Who offers a suggested guest, as the API gives it with each one. */
const offeredBy = { title: 'Economist', company_name: 'Harbour Bank', expert_id: 2, expert_name: 'Eve Expert' };

afterEach(() => jest.restoreAllMocks());

const item: NewsItem = {
  id: 5,
  slug: 'rates-hold',
  title: 'Rates hold for now',
  text: '<p>Why the central bank waits.</p>',
  link: 'https://example.com/rates',
  picture: null,
  picture_type: null,
  updated_at: '2026-03-02T15:04:00Z',
  author_id: 2,
  author: 'Eve Expert',
  expertise: [3],
  expertise_names: { 3: 'Finance' },
  guests: [{ guest_id: 11, first_name: 'Ann', last_name: 'Lee', avatar: null, ...offeredBy }],
};

const guest = (id: number, first: string, last: string) => ({ id, guest_id: id, first_name: first, last_name: last });
function reads(url: string) {
  if (url === '/expertises')
    return {
      data: {
        data: [
          { id: 3, name: 'Finance' },
          { id: 4, name: 'Banking' },
        ],
      },
    };
  if (url === '/guests')
    return {
      data: {
        data: [guest(11, 'Ann', 'Lee'), guest(12, 'Bo', 'Tan')],
        meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 },
      },
    };
  if (url === '/news/5') return { data: { data: item } };
  throw new Error(`unexpected GET ${url}`);
}

const renderAt = (url: string) =>
  renderPagesAt(url, { [ROUTES.NEWS_CREATE]: <NewsFormPage />, [ROUTES.NEWS_EDIT]: <NewsFormPage /> });

it('is titled Create news, and Publish sends nothing while a rule fails, saying why on each field', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => reads(url));
  const post = jest.spyOn(api, 'post');
  renderAt('/contacts-manager/expert/news/create');
  expect(screen.getByRole('heading', { level: 1, name: 'Create news' })).toBeInTheDocument();
  expect(screen.getByText('At least 1000 px wide, 16:9, jpeg, jpg, png, gif or mp4, up to 20MB')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Website link'), { target: { value: 'not a link' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(screen.getByText('Choose at least one')).toBeInTheDocument();
  expect(screen.getByText('Enter valid url')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('opens /news/edit/{id} as View & Edit; a server error lands on its field and nothing entered is lost', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => reads(url));
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce({
      isAxiosError: true,
      response: { status: 422, data: { message: 'Invalid', errors: { title: ['The title is already used.'] } } },
    })
    .mockResolvedValueOnce({ data: { data: item, message: 'News updated' } });
  renderAt('/contacts-manager/expert/news/edit/5');
  expect(await screen.findByRole('heading', { level: 1, name: 'View & Edit' })).toBeInTheDocument();
  const title = await screen.findByDisplayValue('Rates hold for now');
  fireEvent.change(title, { target: { value: 'Rates hold, again' } });
  // The topics and guests start from the item.
  expect(await screen.findByRole('button', { name: 'Remove Finance' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Remove Ann Lee' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('The title is already used.')).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('Rates hold, again');
  expect(screen.getByRole('button', { name: 'Remove Finance' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/contacts-manager\/expert$/));
  expect(post).toHaveBeenCalledTimes(2);
  const [url, body] = post.mock.calls[1] as [string, FormData];
  expect(url).toBe('/news/update/5');
  expect(body.get('title')).toBe('Rates hold, again');
  expect(body.get('expertise')).toBe('[3]');
  expect(body.get('guest_id')).toBe('[11]');
  expect(body.get('text')).toBe('<p>Why the central bank waits.</p>');
  // No new picture: the stored one is kept.
  expect(body.get('picture')).toBeNull();
});

it('refuses a picture narrower than 1000 px or not 16:9 before anything is sent, in the API’s words', () => {
  expect(dimensionProblem(1600, 900)).toBeNull();
  expect(dimensionProblem(1920, 1080)).toBeNull();
  // The same messages as the server's 422 (api news and events tests assert them too).
  expect(dimensionProblem(960, 540)).toBe('The file must be at least 1000 px wide.');
  expect(dimensionProblem(1200, 1200)).toBe('The file must be 16:9 (for example 1920 × 1080 px).');
});

it('refuses a file of another type or over 20MB in the API’s words, before anything is sent', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => reads(url));
  const post = jest.spyOn(api, 'post');
  const { container } = renderAt('/contacts-manager/expert/news/create');
  const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The file must be a file of type: jpeg, jpg, png, gif, mp4.',
  );
  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
  fireEvent.change(input(), { target: { files: [big] } });
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file may not be greater than 20MB.'));
  expect(post).not.toHaveBeenCalled();
});
