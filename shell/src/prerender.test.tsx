import { QueryClient, useQuery } from '@tanstack/react-query';
import { hydrateHandedOver, PRERENDER_DATA_ID } from 'mf-shared';
import { renderWithData, type PrerenderedPage } from 'mf-shared/prerender/server';
import { API_URL, db, sent } from 'mf-shared/test/api';
import { renderDocument } from './prerender';

const CONFIG = { apiUrl: API_URL, remotes: [], realtime: {} as never };

function FaqPage() {
  const faq = useQuery({ queryKey: ['faq'], queryFn: async () => ({ data: [] }) });
  return <h1>{faq.data ? 'Frequently asked questions' : 'Loading…'}</h1>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('puts the page in the frame and hands over the frame’s and the page’s reads in one query cache', async () => {
  // The footer's reads: the latest news and what users say (a review by Ann, "Found a guest in minutes.").
  expect(db.reviews.map((r) => r.text)).toContain('Found a guest in minutes.');
  const faq = (await renderWithData(() => <FaqPage />))!;
  const page: PrerenderedPage = { layout: 'public', status: 200, html: faq.html, title: 'FAQ', data: faq.data };

  const document_ = await renderDocument('/faq', CONFIG, page, '');
  expect(document_?.body).toContain('<h1>Frequently asked questions</h1>');
  expect(document_?.body).toContain('Found a guest in minutes.');
  expect((await sent('GET')).map(({ path }) => path).sort()).toEqual(['/news-block', '/reviews']);

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
