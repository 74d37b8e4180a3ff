import { QueryClient, QueryClientProvider, skipToken, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { ROLE, STATUS } from '../constants/roles';
import { hydrateHandedOver, PRERENDER_DATA_ID } from '../data/handOver';
import { usePageMeta } from '../data/pageMeta';
import { orMissing } from '../data/reads';
import { PUBLIC_ACCESS, signedInAs, type AppRoute } from '../routing/appRoute';
import { mergeDehydrated, prerenderRoute, prerenderWorkspace, renderWithData } from './server';

const CONFIG = { apiUrl: 'http://api.test/api/v1', remotes: [], realtime: {} as never };
const notFound = () => Promise.reject({ response: { status: 404 } });
const loads = { article: jest.fn(), author: jest.fn() };

beforeEach(() => {
  loads.article.mockReset().mockResolvedValue({ title: 'Rates and food', authorId: 2 });
  loads.author.mockReset().mockResolvedValue({ name: 'Priya Raman' });
});

function Author({ id }: { id: number }) {
  const author = useQuery({ queryKey: ['author', id], queryFn: () => loads.author(id) });
  return <p>{author.data ? `by ${author.data.name}` : 'Loading…'}</p>;
}

function Article() {
  const article = useQuery({ queryKey: ['news', 'rates'], queryFn: () => loads.article() });
  usePageMeta(article.data?.title ?? null, 'What the rate decision means.');
  if (!article.data) return <p>Loading…</p>;
  return (
    <article>
      <h1>{article.data.title}</h1>
      <Author id={article.data.authorId} />
    </article>
  );
}

describe('rendering a page on the server with its API data', () => {
  it('fetches what each pass reads, including reads that depend on earlier answers, then renders it all', async () => {
    const rendered = await renderWithData(() => <Article />);
    expect(rendered?.html).toContain('<h1>Rates and food</h1>');
    expect(rendered?.html).toContain('by Priya Raman');
    expect(rendered?.html).not.toContain('Loading');
    expect(rendered?.data.queries.map((q) => q.queryKey)).toEqual([
      ['news', 'rates'],
      ['author', 2],
    ]);
    expect(rendered?.meta).toEqual({ title: 'Rates and food', description: 'What the rate decision means.' });
    expect(loads.article).toHaveBeenCalledTimes(1);
  });

  it('keeps a 404 as "missing", the way the browser would show it', async () => {
    function Missing() {
      const state = useQuery({ queryKey: ['news', 'gone'], queryFn: () => orMissing(notFound()) });
      return <p>{state.data === null ? 'missing' : 'loading'}</p>;
    }
    const rendered = await renderWithData(() => <Missing />);
    expect(rendered?.html).toBe('<p>missing</p>');
    expect(rendered?.missing).toBe(true);
    expect(rendered?.data.queries[0].state.data).toBeNull();
  });

  it('gives up when a read fails, so the browser renders the page (and reports the failure) itself', async () => {
    function Failing() {
      const state = useQuery({ queryKey: ['faq'], queryFn: () => Promise.reject({ response: { status: 500 } }) });
      return <p>{state.status}</p>;
    }
    expect(await renderWithData(() => <Failing />)).toBeNull();
  });

  it('does not fetch a read the page has turned off', async () => {
    const load = jest.fn();
    function Guarded() {
      useQuery({ queryKey: ['guest', 1], queryFn: load, enabled: false });
      useQuery({ queryKey: ['guest', 2], queryFn: skipToken });
      return <p>visitor</p>;
    }
    expect(await renderWithData(() => <Guarded />)).toMatchObject({ html: '<p>visitor</p>' });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the browser taking over a pre-rendered page', () => {
  afterEach(() => document.getElementById(PRERENDER_DATA_ID)?.remove());

  it('starts with the reads the server handed over, without asking again', async () => {
    const frame = await renderWithData(() => <p>frame</p>);
    const page = await renderWithData(() => <Article />);
    const handed = document.createElement('script');
    handed.id = PRERENDER_DATA_ID;
    handed.type = 'application/json';
    handed.textContent = JSON.stringify(mergeDehydrated(frame!.data, page!.data));
    document.body.appendChild(handed);
    loads.article.mockClear();
    loads.author.mockClear();

    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, gcTime: Infinity } } });
    hydrateHandedOver(client);
    expect(document.getElementById(PRERENDER_DATA_ID)).toBeNull();
    render(
      <QueryClientProvider client={client}>
        <Article />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Rates and food');
    expect(await screen.findByText('by Priya Raman')).toBeInTheDocument();
    expect(loads.article).not.toHaveBeenCalled();
    expect(loads.author).not.toHaveBeenCalled();
  });
});

describe("a remote's pages rendered on the server", () => {
  function NewsPage() {
    const { key = '' } = useParams();
    const state = useQuery({
      queryKey: ['news', key],
      queryFn: () => orMissing(key === 'gone' ? notFound() : Promise.resolve({ title: key })),
    });
    usePageMeta(state.data?.title ?? null);
    return <h1>{state.data ? state.data.title : state.data === null ? 'missing' : 'loading'}</h1>;
  }
  const page = (Page: React.ComponentType) => async () => ({ default: Page });
  const routes: AppRoute[] = [
    { path: '/news/:key', title: 'News', access: PUBLIC_ACCESS, layout: 'public', load: page(NewsPage) },
    { path: '/thank-you', title: 'PressPoint', access: PUBLIC_ACCESS, layout: 'bare', load: page(() => <p>Thanks</p>) },
    {
      path: '/dashboard',
      title: 'Dashboard',
      access: signedInAs(ROLE.JOURNALIST, [STATUS.SIMPLE_USER]),
      layout: 'dashboard',
      load: page(() => <p>Private</p>),
    },
  ];

  it('renders the page an address opens, with its route parameters, title and layout', async () => {
    const news = await prerenderRoute(routes, '/news/rates?utm=x', CONFIG);
    expect(news).toMatchObject({ layout: 'public', status: 200, title: 'rates', html: '<h1>rates</h1>' });
    expect(await prerenderRoute(routes, '/thank-you', CONFIG)).toMatchObject({ layout: 'bare', title: 'PressPoint' });
  });

  it('answers 404 when the content is not found', async () => {
    expect(await prerenderRoute(routes, '/news/gone', CONFIG)).toMatchObject({ status: 404, html: '<h1>missing</h1>' });
  });

  it('never renders a page that needs a signed-in user, nor an address it does not own', async () => {
    expect(await prerenderRoute(routes, '/dashboard', CONFIG)).toBeNull();
    expect(await prerenderRoute(routes, '/somewhere-else', CONFIG)).toBeNull();
  });
});

describe("a workspace's pages rendered on the server as their frame", () => {
  const never = async (): Promise<{ default: React.ComponentType }> => {
    throw new Error('a workspace frame never loads the page');
  };
  const expert = signedInAs(ROLE.EXPERT, [STATUS.SIMPLE_USER]);
  const routes: AppRoute[] = [
    {
      path: '/guests',
      title: 'Guests',
      access: expert,
      layout: 'dashboard',
      menu: { label: 'Guests', order: 3 },
      load: never,
    },
    {
      path: '/questions/expert',
      title: 'Questions',
      access: expert,
      layout: 'dashboard',
      menu: { label: 'Questions', order: 1 },
      load: never,
      pending: () => <h1>Questions, waiting</h1>,
    },
    {
      path: '/profile/expert/:tab',
      title: 'Profile',
      access: expert,
      layout: 'dashboard',
      menu: { label: 'Profile', order: 4, to: '/profile/expert/personal-info' },
      load: never,
    },
    {
      path: '/dashboard',
      title: 'Dashboard',
      access: signedInAs(ROLE.JOURNALIST, [STATUS.SIMPLE_USER]),
      layout: 'dashboard',
      menu: { label: 'Dashboard', order: 1 },
      load: never,
    },
    { path: '/thank-you', title: 'PressPoint', access: PUBLIC_ACCESS, layout: 'bare', load: never },
    { path: '/register/expert/2', title: 'Register', access: expert, layout: 'public', load: never },
  ];

  it('renders the title as the heading, with "Loading…", in the menu of the route’s role, and reads nothing', () => {
    const guests = prerenderWorkspace(routes, '/guests?page=2', CONFIG);
    expect(guests).toMatchObject({ layout: 'dashboard', status: 200, title: 'Guests', data: { queries: [] } });
    expect(guests!.html).toMatch(/<h1[^>]*>Guests<\/h1>.*Loading…/);
    expect(guests!.workspace).toEqual({
      role: ROLE.EXPERT,
      items: [
        { label: 'Questions', to: '/questions/expert' },
        { label: 'Guests', to: '/guests' },
        { label: 'Profile', to: '/profile/expert/personal-info' },
      ],
    });
    expect(prerenderWorkspace(routes, '/profile/expert/company', CONFIG)).toMatchObject({ title: 'Profile' });
  });

  it('renders a route’s own pending view when it has one', () => {
    expect(prerenderWorkspace(routes, '/questions/expert', CONFIG)!.html).toBe('<h1>Questions, waiting</h1>');
  });

  it('renders no public page, no page outside the workspace frame and no address it does not own', () => {
    expect(prerenderWorkspace(routes, '/thank-you', CONFIG)).toBeNull();
    expect(prerenderWorkspace(routes, '/register/expert/2', CONFIG)).toBeNull();
    expect(prerenderWorkspace(routes, '/somewhere-else', CONFIG)).toBeNull();
  });
});
