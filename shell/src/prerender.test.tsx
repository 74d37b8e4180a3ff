import { QueryClient, useQuery } from '@tanstack/react-query';
import { api, hydrateHandedOver, PRERENDER_DATA_ID } from 'mf-shared';
import { renderWithData, type PrerenderedPage } from 'mf-shared/prerender/server';
import { renderDocument } from './prerender';

const CONFIG = { apiUrl: 'http://api.test/api/v1', remotes: [], realtime: {} as never };
const BODIES: Record<string, unknown> = {
  '/news-block': { data: [{ id: 1, slug: 'rates', title: 'Rates and food' }] },
  '/reviews': {
    data: [{ id: 2, author_name: 'Ann', author_title: 'Editor', rating: 5, text: 'Found a guest in minutes.' }],
  },
};

function FaqPage() {
  const faq = useQuery({ queryKey: ['faq'], queryFn: async () => ({ data: [] }) });
  return <h1>{faq.data ? 'Frequently asked questions' : 'Loading…'}</h1>;
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

it('puts the page in the frame and hands over the frame’s and the page’s reads in one query cache', async () => {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({ data: BODIES[url] }));
  const faq = (await renderWithData(() => <FaqPage />))!;
  const page: PrerenderedPage = { layout: 'public', status: 200, html: faq.html, title: 'FAQ', data: faq.data };

  const document_ = await renderDocument('/faq', CONFIG, page, '');
  expect(document_?.body).toContain('<h1>Frequently asked questions</h1>');
  expect(document_?.body).toContain('Found a guest in minutes.');
  expect(get).toHaveBeenCalledTimes(2);

  // The browser's side: the handed-over cache goes into the client, the script is gone.
  document.body.innerHTML = document_!.body;
  const client = new QueryClient();
  hydrateHandedOver(client);
  expect(document.getElementById(PRERENDER_DATA_ID)).toBeNull();
  expect(client.getQueryData(['faq'])).toEqual({ data: [] });
  const footerReads = client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey.join(' '));
  expect(footerReads).toEqual(expect.arrayContaining(['news latest', 'review latest']));
});
