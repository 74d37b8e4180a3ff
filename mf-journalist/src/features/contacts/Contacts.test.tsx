import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, ROUTES } from 'mf-shared';
import type { ContactItem, PrivateContactMedia } from 'mf-shared/types/contact';
import { renderWithServerData } from 'mf-shared/test/server-data';
import AllContactsPage from './AllContactsPage';
import ContactMediaPage from './ContactMediaPage';
import NewContactPage from './NewContactPage';

// jsdom has no getComputedStyle for pseudo elements (antd measures scroll bars with it).
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element: Element) => computedStyle(element);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => jest.restoreAllMocks());
// A whole form checks every field at once; on 2 shared cores that can take longer than a second.

const contact = (over: Partial<ContactItem> = {}): ContactItem => ({
  id: 42,
  guest_id: 42,
  first_name: 'Ann',
  last_name: 'Lee',
  avatar: null,
  title: 'Chief Economist',
  company_name: 'Harbour Bank',
  expertise: [{ id: 5, name: 'Finance' }],
  is_private: false,
  is_draft: false,
  saved_at: '2026-03-05T10:00:00Z',
  unavailable: false,
  ...over,
});

const list = (rows: ContactItem[]) => ({
  data: { data: rows, meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 } },
});

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
  const ui: ReactElement = (
    // Without motion, form messages show at once (jsdom ends no CSS transition).
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={ROUTES.ALL_CONTACTS} element={<AllContactsPage />} />
          <Route path={ROUTES.NEW_CONTACT} element={<NewContactPage />} />
          <Route path={ROUTES.NEW_CONTACT_MEDIA} element={<ContactMediaPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ConfigProvider>
  );
  return renderWithServerData(ui);
}
const where = () => screen.getByTestId('where');

describe('all contacts', () => {
  it('lists the contacts: profile links, a draft opening its step 2, tags and the saved date', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(
        list([
          contact(),
          contact({ id: 43, guest_id: 43, first_name: 'Bo', last_name: 'Tan', is_private: true, is_draft: true }),
        ]),
      );
    renderAt('/directory/all-contacts?sort=name&order=desc&search=lee');
    const ann = await screen.findByRole('link', { name: 'Ann Lee' });
    expect(ann).toHaveAttribute('href', '/contact/42/overview');
    expect(screen.getByRole('link', { name: 'Bo Tan' })).toHaveAttribute('href', '/directory/new-contacts/upload/43');
    const bo = screen.getByRole('link', { name: 'Bo Tan' }).closest('tr') as HTMLElement;
    expect(within(bo).getByText('Private')).toBeInTheDocument();
    expect(within(bo).getByText('Draft')).toBeInTheDocument();
    const annRow = ann.closest('tr') as HTMLElement;
    expect(within(annRow).queryByText('Private')).not.toBeInTheDocument();
    expect(within(annRow).getByText('Finance')).toBeInTheDocument();
    expect(within(annRow).getByText('05.03.2026')).toBeInTheDocument();
    // The table's state in the URL becomes the API's parameters (`order` is the API's `direction`).
    expect(get).toHaveBeenCalledWith('/contacts', {
      params: { page: 1, per_page: 10, search: 'lee', sort: 'name', direction: 'desc' },
      signal: expect.any(AbortSignal),
    });
    expect(screen.getByRole('tab', { name: 'All contacts', selected: true })).toBeInTheDocument();
  });

  it('shows a guest its expert hid or removed as "No longer available", with no link and no details', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      list([
        contact(),
        contact({
          id: 44,
          guest_id: 44,
          first_name: null,
          last_name: null,
          title: null,
          company_name: null,
          expertise: [],
          unavailable: true,
        }),
      ]),
    );
    renderAt('/directory/all-contacts');
    const gone = await screen.findByTestId('contact-unavailable');
    expect(gone).toHaveTextContent('No longer available');
    const row = gone.closest('tr') as HTMLElement;
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByText(/null/)).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove this contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
  });

  it('removes a contact only once the removal is confirmed, then shows the list again', async () => {
    let rows = [contact(), contact({ id: 43, guest_id: 43, first_name: 'Bo', last_name: 'Tan' })];
    jest.spyOn(api, 'get').mockImplementation(async () => list(rows));
    const remove = jest.spyOn(api, 'delete').mockImplementation(async (url: string) => {
      rows = rows.filter((r) => `/contacts/${r.id}` !== url);
      return { data: { message: 'Removed from your contacts' } };
    });
    renderAt('/directory/all-contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ann Lee' }));
    expect(await screen.findByText('Remove Ann Lee from your contacts?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ann Lee' }));
    const ask = await screen.findByRole('tooltip');
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/contacts/42'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Lee' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bo Tan' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('says "No Result Found" with the ways to add contacts when there are none', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(list([]));
    renderAt('/directory/all-contacts');
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'the directory' })).toHaveAttribute('href', '/directory');
    expect(screen.getByRole('link', { name: 'New contact' })).toHaveAttribute('href', '/directory/new-contacts/create');
  });
});

describe('new contact, step 1', () => {
  const lookups = () =>
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url in LOOKUPS) return { data: { data: LOOKUPS[url] } };
      throw { isAxiosError: true, response: { status: 404, data: { message: 'Not found' } } };
    });

  async function choose(label: string, option: string) {
    fireEvent.mouseDown(screen.getByLabelText(label));
    fireEvent.click(await screen.findByTitle(option));
  }

  it('says the spec’s words on an empty form and sends nothing', async () => {
    lookups();
    const post = jest.spyOn(api, 'post');
    renderAt('/directory/new-contacts/create');
    expect(screen.getByRole('heading', { level: 2, name: 'General Information' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(6);
    expect(screen.getAllByText('Choose at least one')).toHaveLength(3);
    expect(post).not.toHaveBeenCalled();
  });

  it('stores the draft (multipart, lists as name[]) and moves to step 2', async () => {
    lookups();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: { id: 77, is_draft: true } } });
    renderAt('/directory/new-contacts/create');
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
    fireEvent.change(screen.getByLabelText('Description'), {
      target: {
        value: DESCRIPTION,
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(where()).toHaveTextContent(/^\/directory\/new-contacts\/upload\/77$/));
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/contacts/private');
    expect(body).toBeInstanceOf(FormData);
    expect(body.getAll('country[]')).toEqual(['1', '2']);
    expect(body.getAll('expertise[]')).toEqual(['5']);
    expect(body.getAll('available[]')).toEqual(['7']);
    expect(body.has('languages[]')).toBe(false);
    expect(body.get('first_name')).toBe('Ann');
    expect(body.get('gender')).toBe('Female');
    expect(body.get('rating')).toBe('4');
    expect(body.get('is_company_description_visible')).toBe('false');
  });

  it('puts a 422 under its field and keeps what was typed', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url in LOOKUPS) return { data: { data: LOOKUPS[url] } };
      return {
        data: {
          data: {
            id: 77,
            first_name: 'Ann',
            last_name: 'Lee',
            gender: 'Female',
            title: 'Chief Economist',
            company_name: 'Harbour Bank',
            linkedin: 'https://www.linkedin.com/in/ann-lee',
            country: [{ id: 1, name: 'Singapore' }],
            expertise: [{ id: 5, name: 'Finance' }],
            available: [{ id: 7, name: 'South-East Asia' }],
            languages: [],
            description: DESCRIPTION,
            rating: 4.5,
            is_company_description_visible: false,
            guest_company_description: null,
            manager_company_description: null,
          },
        },
      };
    });
    const post = jest.spyOn(api, 'post').mockRejectedValue({
      isAxiosError: true,
      response: {
        status: 422,
        data: { message: 'Invalid', errors: { title: ['This field must be at most 255 characters'] } },
      },
    });
    // Back from step 2: the draft is loaded and changed, not made again.
    renderAt('/directory/new-contacts/create?id=77');
    const title = await screen.findByDisplayValue('Chief Economist');
    fireEvent.change(title, { target: { value: 'Head of Research' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText('This field must be at most 255 characters')).toBeInTheDocument();
    expect(post.mock.calls[0][0]).toBe('/contacts/private/77/update');
    expect(screen.getByLabelText('Title')).toHaveValue('Head of Research');
    expect(screen.getByText('4.5 of 5')).toBeInTheDocument();
    expect(where()).toHaveTextContent('/directory/new-contacts/create?id=77');
  });
});

describe('new contact, step 2', () => {
  const media = (over: Partial<PrivateContactMedia> = {}): PrivateContactMedia => ({
    id: 77,
    avatar: null,
    images: [],
    videos: [],
    ...over,
  });

  it('says the draft does not exist, with a way to step 1', async () => {
    jest.spyOn(api, 'get').mockRejectedValue({ isAxiosError: true, response: { status: 404 } });
    renderAt('/directory/new-contacts/upload/999');
    expect(await screen.findByText('This contact draft does not exist')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to step 1: General Information' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/directory\/new-contacts\/create$/));
  });

  it('adds a YouTube link as a player, refuses another link, and finishes', async () => {
    // The server's media, as a read after a change would find it.
    let stored = media();
    jest.spyOn(api, 'get').mockImplementation(async () => ({ data: { data: stored } }));
    const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
      if (url.endsWith('/videos')) {
        stored = media({ videos: [{ id: 9, url: 'https://youtu.be/dQw4w9WgXcQ' }] });
        return { data: { data: stored } };
      }
      if (url.endsWith('/finish')) return { data: { data: { id: 77, is_draft: false }, message: 'Contact saved' } };
      throw new Error(`unexpected ${url}`);
    });
    const { container } = renderAt('/directory/new-contacts/upload/77');
    const link = await screen.findByLabelText('Video link (YouTube or Vimeo)');
    fireEvent.change(link, { target: { value: 'https://example.com/talk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    expect(await screen.findByText('Enter valid url')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(link, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    expect(post).toHaveBeenCalledWith('/contacts/private/77/videos', { url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/directory\/all-contacts$/));
    expect(post).toHaveBeenCalledWith('/contacts/private/77/finish');
  });

  it('Back returns to step 1 with the draft’s id', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { data: media() } });
    renderAt('/directory/new-contacts/upload/77');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(where()).toHaveTextContent('/directory/new-contacts/create?id=77'));
  });

  it('uploads the photo as multipart with progress, then shows it', async () => {
    let stored = media();
    jest.spyOn(api, 'get').mockImplementation(async () => ({ data: { data: stored } }));
    let finish: () => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockImplementation(
      (_url, _body, config) =>
        new Promise((resolve) => {
          config?.onUploadProgress?.({ loaded: 50, total: 100, progress: 0.5, bytes: 50, lengthComputable: true });
          finish = () => {
            stored = media({ avatar: 'https://cdn.example.com/ann.png' });
            resolve({ data: { data: stored } });
          };
        }),
    );
    const { container } = renderAt('/directory/new-contacts/upload/77');
    await screen.findByRole('button', { name: 'Upload photo' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['png'], 'ann.png', { type: 'image/png' })] } });
    });
    // Half sent: the file is listed with its progress.
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await act(async () => finish());
    expect(await screen.findByRole('img', { name: "The contact's photo" })).toHaveAttribute(
      'src',
      'https://cdn.example.com/ann.png',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const [url, body] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/contacts/private/77/avatar');
    expect((body.get('avatar') as File).name).toBe('ann.png');
  });
});
