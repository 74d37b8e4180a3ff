import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { authStore, ROUTES } from 'mf-shared';
import type { GuestCard, GuestSearchParams, GuestSearchResult } from 'mf-shared/entities/guest';
import type { Expertise } from 'mf-shared/entities/lookups';
import { db, http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderWithServerData } from 'mf-shared/test/server-data';
import DirectoryPage from './DirectoryPage';
import {
  directoryPath,
  parseDirectoryQuery,
  toSavedQuery,
  toSearchParams,
  writeDirectoryQuery,
} from '../../lib/directoryQuery';

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => act(() => authStore.getState().clearSession()));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const card = (id: number, first: string, last: string, extra: Partial<GuestCard> = {}): GuestCard => ({
  id,
  guest_id: id + 100,
  first_name: first,
  last_name: last,
  avatar: null,
  title: 'Chief Economist',
  company_name: 'Acme Bank',
  description: 'Macro and markets.',
  rating: 4.5,
  expertise: [{ id: 3, name: 'Finance' }],
  country: [{ id: 7, name: 'Singapore', code: 'SG' }],
  available: [{ id: 1, name: 'Asia' }],
  languages: [{ id: 2, name: 'English' }],
  matched: ['Expert in <mark>finance</mark><script>alert(1)</script>'],
  ...extra,
});

const facets: GuestSearchResult['facets'] = {
  expertise: [
    { id: 9, name: 'Energy', count: 5 },
    { id: 3, name: 'Finance', count: 2 },
    { id: 1, name: 'Information Technology', count: 1 },
  ],
  country: [
    { id: 7, name: 'Singapore', code: 'SG', count: 2 },
    { id: 8, name: 'Malaysia', code: 'MY', count: 1 },
    { id: 4, name: 'Germany', code: 'DE', count: 0 },
  ],
  available: [{ id: 1, name: 'Asia', count: 2 }],
  language: [{ id: 2, name: 'English', count: 2 }],
  gender: [
    { value: 'female', name: 'Female', count: 1 },
    { value: 'male', name: 'Male', count: 1 },
  ],
};

const answer = (data: GuestCard[], total = data.length): { data: GuestSearchResult } => ({
  data: { data, meta: { current_page: 1, per_page: 10, total, last_page: 1 }, facets, facets_exact: true },
});

const expertises: Expertise[] = [
  { id: 1, name: 'Information Technology', topic_filter: 'preset' },
  { id: 3, name: 'Finance', topic_filter: 'preset' },
  { id: 9, name: 'Energy', topic_filter: 'overflow' },
];

function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The API as the page reads it: the expertise list (in the data set), each search answered by `search` from its body. */
function mockApi(search: (body: GuestSearchParams) => { data: GuestSearchResult }) {
  db.lookups['/expertises'] = expertises;
  server.use(
    http.post(route('/search-guest'), async ({ request }) =>
      HttpResponse.json(search((await request.json()) as GuestSearchParams).data),
    ),
  );
}

/** The searches sent, their bodies in order. */
const searches = async () => (await sent('POST', '/search-guest')).map(({ body }) => body as GuestSearchParams);

function renderAt(url: string) {
  return renderWithServerData(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={ROUTES.DIRECTORY} element={<DirectoryPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const lastBody = async () => (await searches()).at(-1);

describe('the search in the URL', () => {
  it('reads every part of the query string and ignores what the page could not have written', () => {
    const q = parseDirectoryQuery(
      new URLSearchParams(
        'search=%20finanse%20&expertise=3,1,x,3&country=7&available=1&language=2&gender=male,female' +
          '&rating=3.5&sort=rating&direction=asc&page=2&per_page=15',
      ),
    );
    expect(toSearchParams(q)).toEqual({
      search: 'finanse',
      expertise: [1, 3],
      country: [7],
      available: [1],
      language: [2],
      gender: ['female', 'male'],
      rating: 3.5,
      sort: 'rating',
      direction: 'asc',
      page: 2,
      per_page: 15,
    });
    expect(writeDirectoryQuery(q).toString()).toBe(
      'search=finanse&expertise=1%2C3&country=7&available=1&language=2&gender=female%2Cmale&rating=3.5&sort=rating&direction=asc&page=2&per_page=15',
    );
    const junk = parseDirectoryQuery(new URLSearchParams('rating=3.3&sort=best&direction=up&page=-1&per_page=50'));
    expect(toSearchParams(junk)).toEqual({ sort: 'relevance', direction: 'desc', page: 1, per_page: 10 });
    expect(writeDirectoryQuery(junk).toString()).toBe('');
  });

  it('sends the URL’s search and shows the guests with their facts and matches as text, never as HTML', async () => {
    mockApi(() => answer([card(1, 'Ada', 'Lim')]));
    renderAt('/directory?search=finanse&country=7&sort=name&per_page=5');
    const result = await screen.findByRole('article', { name: 'Ada Lim' });
    expect(await searches()).toContainEqual({
      search: 'finanse',
      country: [7],
      sort: 'name',
      direction: 'asc',
      page: 1,
      per_page: 5,
    });
    expect(result).toHaveTextContent('Chief Economist, Acme Bank');
    expect(result).toHaveTextContent('CountriesSingapore');
    expect(result).toHaveTextContent('Available inAsia');
    expect(result).toHaveTextContent('LanguagesEnglish');
    expect(within(result).getByText('finance', { selector: 'mark' })).toBeInTheDocument();
    expect(result.querySelector('script')).toBeNull();
    expect(result).toHaveTextContent('Expert in finance<script>alert(1)</script>');
    expect(screen.getByRole('searchbox', { name: 'Search guests' })).toHaveValue('finanse');
    expect(screen.getByText('1 guest found')).toHaveAttribute('role', 'status');
    // Preset topics lead the expertise list, then the rest by count.
    const expertise = screen.getByRole('group', { name: 'Expertise' });
    expect(
      within(expertise)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Information Technology1', 'Finance2', 'Energy5']);
    // A value that would give nothing cannot be chosen.
    expect(screen.getByRole('checkbox', { name: /Germany/ })).toBeDisabled();
  });

  it('says how fast a guest’s account answers questions once it has answered enough of them', async () => {
    mockApi(() => answer([card(1, 'Ada', 'Lim', { answers_within_hours: 3 }), card(2, 'Ben', 'Tan')]));
    renderAt('/directory');
    expect(await screen.findByRole('article', { name: 'Ada Lim' })).toHaveTextContent(
      'Questionsusually answers within 3 h',
    );
    expect(screen.getByRole('article', { name: 'Ben Tan' })).not.toHaveTextContent('usually answers');
  });

  it('says where a guest is available, the first three regions and how many more (issue 25)', async () => {
    const regions = ['Singapore', 'India', 'Europe', 'Africa', 'Middle East'].map((name, i) => ({ id: i + 1, name }));
    mockApi(() =>
      answer([
        card(1, 'Ada', 'Lim', { available: regions }),
        card(2, 'Ben', 'Tan', { available: regions.slice(0, 3) }),
        card(3, 'Cy', 'Ong', { available: [] }),
      ]),
    );
    renderAt('/directory?search=AI%20Singapore');
    const ada = await screen.findByRole('article', { name: 'Ada Lim' });
    expect(ada).toHaveTextContent('Available inSingapore, India, Europe +2');
    expect(within(ada).getByText('Singapore, India, Europe +2')).toHaveAttribute(
      'title',
      'Singapore, India, Europe, Africa, Middle East',
    );
    expect(screen.getByRole('article', { name: 'Ben Tan' })).toHaveTextContent('Available inSingapore, India, Europe');
    expect(screen.getByRole('article', { name: 'Ben Tan' })).not.toHaveTextContent('+');
    expect(screen.getByRole('article', { name: 'Cy Ong' })).not.toHaveTextContent('Available in');
  });
});

describe('searching and narrowing', () => {
  it('searches once typing pauses for 500 ms', async () => {
    mockApi(() => answer([card(1, 'Ada', 'Lim')]));
    renderAt('/directory');
    await screen.findByRole('article', { name: 'Ada Lim' });
    expect(await searches()).toHaveLength(1);
    jest.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search guests' });
    fireEvent.change(box, { target: { value: 'su' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'sustainability' } });
    act(() => jest.advanceTimersByTime(499));
    expect(where()).toBe('/directory');
    act(() => jest.advanceTimersByTime(1));
    expect(where()).toBe('/directory?search=sustainability');
    jest.useRealTimers();
    await waitFor(async () => expect(await lastBody()).toMatchObject({ search: 'sustainability', page: 1 }));
    expect(await searches()).toHaveLength(2);
  });

  it('narrows by a facet, keeps it in the URL, shows it as a chip, and Back restores the search before', async () => {
    mockApi(() => answer([card(1, 'Ada', 'Lim')]));
    renderAt('/directory?search=bank&page=2');
    await screen.findByRole('article', { name: 'Ada Lim' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Malaysia/ }));
    expect(where()).toBe('/directory?search=bank&country=8');
    await waitFor(async () => expect(await lastBody()).toMatchObject({ search: 'bank', country: [8], page: 1 }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Singapore/ }));
    expect(where()).toBe('/directory?search=bank&country=7%2C8');
    const chips = screen.getByRole('region', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Remove Search: bank', 'Remove Country: Singapore', 'Remove Country: Malaysia', 'Clear all']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove Country: Malaysia' }));
    expect(where()).toBe('/directory?search=bank&country=7');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/directory?search=bank&country=7%2C8');
    await userEvent.click(within(screen.getByRole('region', { name: 'Active filters' })).getByText('Clear all'));
    expect(where()).toBe('/directory');
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(await lastBody()).toEqual({ sort: 'relevance', direction: 'desc', page: 1, per_page: 10 }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search guests' })).toHaveValue('');
  });

  it('sorts, flips the direction and pages, all in the URL', async () => {
    mockApi(() => answer([card(1, 'Ada', 'Lim')], 30));
    renderAt('/directory');
    await screen.findByRole('article', { name: 'Ada Lim' });
    await userEvent.click(screen.getByRole('button', { name: 'Descending, change to ascending' }));
    expect(where()).toBe('/directory?direction=asc');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(where()).toBe('/directory?direction=asc&page=2');
    await waitFor(async () => expect(await lastBody()).toMatchObject({ direction: 'asc', page: 2 }));
  });
});

describe('nothing found', () => {
  it('says No Result Found and offers to drop each filter, or all', async () => {
    mockApi((body) => answer(body.gender || body.country ? [] : [card(1, 'Ada', 'Lim')]));
    renderAt('/directory?gender=female&country=4');
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
    const wayOut = screen.getByRole('region', { name: 'Try without' });
    await userEvent.click(within(wayOut).getByRole('button', { name: 'Remove Gender: Female' }));
    expect(where()).toBe('/directory?country=4');
    await userEvent.click(within(screen.getByRole('region', { name: 'Try without' })).getByText('Clear all'));
    expect(await screen.findByRole('article', { name: 'Ada Lim' })).toBeInTheDocument();
    expect(where()).toBe('/directory');
    expect(await lastBody()).toEqual({ sort: 'relevance', direction: 'desc', page: 1, per_page: 10 });
  });
});

describe('a guest found', () => {
  it('links to the guest’s profile, and Discuss now asks a visitor to sign in as a Journalist', async () => {
    mockApi(() => answer([card(1, 'Ada', 'Lim')]));
    renderAt('/directory');
    const profile = await screen.findByRole('link', { name: 'View profile of Ada Lim' });
    expect(profile).toHaveAttribute('href', '/contact/101/overview');
    expect(screen.getByRole('link', { name: 'Ada Lim' })).toHaveAttribute('href', '/contact/101/overview');
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now with Ada Lim' }));
    expect(authStore.getState().loginOpen).toBe(true);
  });
});

describe('saving the search', () => {
  it('turns the URL into a saved query and a saved query back into the same URL', () => {
    const url = 'search=bank&expertise=1%2C3&country=7&gender=female&rating=4&sort=name&direction=desc';
    const saved = toSavedQuery(parseDirectoryQuery(new URLSearchParams(`${url}&page=3&per_page=15`)));
    expect(saved).toEqual({
      search: 'bank',
      expertise: [1, 3],
      country: [7],
      gender: ['female'],
      rating: 4,
      sort: 'name',
      direction: 'desc',
    });
    expect(directoryPath(saved)).toBe(`/directory?${url}`);
    expect(directoryPath({ sort: 'relevance', direction: 'desc' })).toBe('/directory');
    expect(directoryPath({ search: 'x', rating: 3.3, country: [-1] })).toBe('/directory?search=x');
  });

  it('saves the current search without its page under the name asked, and shows a taken name on the field', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    mockApi(() => answer([card(1, 'Ada', 'Lim')]));
    // A search by the name offered is saved already: the API refuses the name.
    db.savedSearches = [
      {
        id: 4,
        name: 'bank, Finance, Singapore',
        query: { search: 'bank' },
        is_paused: false,
        last_new_count: 0,
        last_run_at: '2026-03-01T09:00:00Z',
        created_at: '2026-03-01T09:00:00Z',
      },
    ];
    const saves = async () => (await sent('POST', '/saved-searches')).map(({ body }) => body);
    renderAt('/directory?search=bank&country=7&expertise=3&page=2&per_page=5');
    await screen.findByRole('article', { name: 'Ada Lim' });
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    // In tests antd gives every generated id the same value, so the dialog is found by its text.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save this search');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('bank, Finance, Singapore');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const query = { search: 'bank', expertise: [3], country: [7], sort: 'relevance', direction: 'desc' };
    await waitFor(async () => expect(await saves()).toEqual([{ name: 'bank, Finance, Singapore', query }]));
    expect(await within(dialog).findByText('You already have a saved search with this name')).toBeInTheDocument();
    expect(name).toHaveValue('bank, Finance, Singapore');
    expect(success).not.toHaveBeenCalled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Singapore bankers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Search saved'));
    expect((await saves()).at(-1)).toEqual({ name: 'Singapore bankers', query });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saving leaves the search where it was.
    expect(where()).toBe('/directory?search=bank&country=7&expertise=3&page=2&per_page=5');
  });
});
