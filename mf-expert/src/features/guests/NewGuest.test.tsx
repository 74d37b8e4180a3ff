import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, ROUTES } from 'mf-shared';
import type { GuestMedia } from 'mf-shared/entities/guest';
import { renderWithServerData } from 'mf-shared/test/server-data';
import GuestMediaStepPage from './GuestMediaStepPage';
import NewGuestPage from './NewGuestPage';

const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element: Element) => computedStyle(element);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => jest.restoreAllMocks());

const DESCRIPTION =
  'Ann covers rates, inflation and housing across South-East Asia, and has advised two of its central banks.';

const LOOKUPS: Record<string, { id: number; name: string }[]> = {
  '/countries': [
    { id: 1, name: 'Singapore' },
    { id: 2, name: 'Japan' },
  ],
  '/expertises': [{ id: 5, name: 'Finance' }],
  '/available': [{ id: 7, name: 'South-East Asia' }],
  '/languages': [{ id: 3, name: 'English' }],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(url: string) {
  return renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={ROUTES.NEW_GUEST} element={<NewGuestPage />} />
          <Route path={ROUTES.NEW_GUEST_MEDIA} element={<GuestMediaStepPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ConfigProvider>,
  );
}
const where = () => screen.getByTestId('where');

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

const media = (over: Partial<GuestMedia> = {}): GuestMedia => ({
  id: 77,
  avatar: null,
  images: [],
  videos: [],
  ...over,
});

describe('step 1, General Information', () => {
  it('stores the draft (multipart, lists as name[]) and moves to step 2', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({ data: { data: LOOKUPS[url] ?? [] } }));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: { id: 77, is_draft: true } } });
    renderAt('/guests/new-guest/create');
    expect(screen.getByRole('heading', { level: 2, name: 'General Information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create new guest', selected: true })).toBeInTheDocument();

    // Nothing is sent while a rule fails.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Choose at least one')).length).toBe(3);
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lee' } });
    await choose('Gender', 'Female');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Chief Economist' } });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Harbour Bank' } });
    fireEvent.change(screen.getByLabelText('LinkedIn'), { target: { value: 'https://www.linkedin.com/in/ann-lee' } });
    await choose('Country', 'Singapore');
    await choose('Country', 'Japan');
    await choose('Expertise', 'Finance');
    await choose('Available for appearances in', 'South-East Asia');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: DESCRIPTION } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(where()).toHaveTextContent(/^\/guests\/new-guest\/upload\/77$/));
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/guests/create');
    expect(body.getAll('country[]')).toEqual(['1', '2']);
    expect(body.getAll('expertise[]')).toEqual(['5']);
    expect(body.getAll('available[]')).toEqual(['7']);
    expect(body.get('first_name')).toBe('Ann');
    expect(body.get('rating')).toBe('4');
  });
});

describe('step 2, Guest image & Embed video', () => {
  it('is not reachable without the draft: it says so and leads to step 1', async () => {
    jest.spyOn(api, 'get').mockRejectedValue({ isAxiosError: true, response: { status: 404 } });
    renderAt('/guests/new-guest/upload/999');
    expect(await screen.findByText('This guest draft does not exist')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to step 1: General Information' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/guests\/new-guest\/create$/));
  });

  it('adds a video shown as a player, removes an image, and Finish publishes the guest', async () => {
    let stored = media({ images: [{ id: 5, image: 'https://cdn.example.com/a.png' }] });
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
    const { container } = renderAt('/guests/new-guest/upload/77');
    expect(await screen.findByRole('heading', { level: 2, name: 'Guest image & Embed video' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/guests/77/media', expect.objectContaining({ silent: true }));

    fireEvent.change(await screen.findByLabelText('Video link (YouTube or Vimeo)'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    expect(post).toHaveBeenCalledWith('/guests/video/77/add', { url: 'https://youtu.be/dQw4w9WgXcQ' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/guests/image/5/destroy'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove picture 1' })).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/guests$/));
    expect(post).toHaveBeenCalledWith('/guests/77/publish');
  });
});
