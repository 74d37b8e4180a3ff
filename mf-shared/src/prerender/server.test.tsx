import { useParams } from 'react-router-dom';
import { ROLE, STATUS } from '../constants/roles';
import { useApi, usePageMeta } from '../data/useApi';
import type { ApiRequest } from '../data/apiRequest';
import { PUBLIC_ACCESS, signedInAs, type AppRoute } from '../routing/appRoute';
import { prerenderRoute, renderWithData } from './server';

const CONFIG = { apiUrl: 'http://api.test/api/v1', remotes: [], realtime: {} as never };
const request = <T,>(key: string, load: () => Promise<T>): ApiRequest<T> => ({ key, load: jest.fn(load) });
const notFound = () => Promise.reject({ response: { status: 404 } });

function Author({ id }: { id: number }) {
  const author = useApi(request(`/authors/${id}`, async () => ({ name: 'Priya Raman' })));
  return <p>{author.status === 'ready' ? `by ${author.data.name}` : 'Loading…'}</p>;
}

function Article() {
  const article = useApi(request('/news/slug/rates', async () => ({ title: 'Rates and food', authorId: 2 })));
  usePageMeta(article.status === 'ready' ? article.data.title : null, 'What the rate decision means.');
  if (article.status !== 'ready') return <p>Loading…</p>;
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
    expect(Object.keys(rendered!.data)).toEqual(['/news/slug/rates', '/authors/2']);
    expect(rendered?.meta).toEqual({ title: 'Rates and food', description: 'What the rate decision means.' });
  });

  it('keeps a 404 as "missing", the way the browser would show it', async () => {
    function Missing() {
      const state = useApi(request('/news/slug/gone', notFound));
      return <p>{state.status}</p>;
    }
    const rendered = await renderWithData(() => <Missing />);
    expect(rendered?.html).toBe('<p>missing</p>');
    expect(rendered?.data['/news/slug/gone']).toEqual({ status: 'missing' });
  });

  it('gives up when a read fails, so the browser renders the page (and reports the failure) itself', async () => {
    function Failing() {
      const state = useApi(request('/faq', () => Promise.reject({ response: { status: 500 } })));
      return <p>{state.status}</p>;
    }
    expect(await renderWithData(() => <Failing />)).toBeNull();
  });
});

describe("a remote's pages rendered on the server", () => {
  function NewsPage() {
    const { key } = useParams();
    const state = useApi(request(`/news/slug/${key}`, key === 'gone' ? notFound : async () => ({ title: key })));
    usePageMeta(state.status === 'ready' ? String(state.data.title) : null);
    return <h1>{state.status === 'ready' ? String(state.data.title) : state.status}</h1>;
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
