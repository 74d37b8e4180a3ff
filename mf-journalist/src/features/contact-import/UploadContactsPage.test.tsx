import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api } from 'mf-shared';
import UploadContactsPage from './UploadContactsPage';

// antd measures scroll bars with getComputedStyle on pseudo elements, which jsdom lacks.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element: Element) => computedStyle(element);
});
afterEach(() => jest.restoreAllMocks());
// Reading the file, antd's table and select: slow on a busy machine.

const LOOKUPS: Record<string, unknown[]> = {
  '/countries': [
    { id: 10, name: 'Singapore', code: 'SG' },
    { id: 11, name: 'Malaysia', code: 'MY' },
  ],
  '/expertises': [
    { id: 3, name: 'Finance', topic_filter: 'preset' },
    { id: 4, name: 'Banking', topic_filter: 'preset' },
  ],
  '/available': [{ id: 1, name: 'Southeast Asia' }],
  '/languages': [{ id: 40, name: 'English', code: 'en' }],
};

const DESCRIPTION =
  'Economist covering Southeast Asian markets, central bank policy and trade, with twenty years in regional banks and radio.';
const FILE = [
  'First name,Last name,Gender,Title,Company,LinkedIn,Countries,Expertise,Available in,Languages,Description,Rating',
  `Ann,Lee,Female,Economist,Acme,https://www.linkedin.com/in/ann,Singapore; Malaysia,Finance,Southeast Asia,English,"${DESCRIPTION}",4.5`,
  `Bo,Chen,Male,Analyst,Acme,https://www.linkedin.com/in/bo,Atlantis,Banking,Southeast Asia,,"${DESCRIPTION}",`,
  `Cy,Diaz,Non-Binary,Editor,Acme,https://www.linkedin.com/in/cy,SG,Finance; Banking,Southeast Asia,,"${DESCRIPTION}",3`,
].join('\n');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/directory/upload-contacts']}>
        <UploadContactsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

it('checks the rows with the guest rules, imports the valid ones with ids and links to all contacts', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) => ({ data: { data: LOOKUPS[url] ?? [] } }));
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    data: { data: { imported: 2, ids: [501, 502], errors: [] }, message: '2 contacts imported' },
  });
  const { invalidate } = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Upload contacts' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Upload contacts' })).toHaveAttribute('aria-selected', 'true');

  await screen.findByRole('button', { name: 'Download the template' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(get).toHaveBeenCalledWith('/available');
  fireEvent.change(input, { target: { files: [new File([FILE], 'contacts.csv', { type: 'text/csv' })] } });

  const errors = await screen.findByRole('list', { name: 'Errors' });
  expect(
    within(errors)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Row 2, Country: Please choose valid options: Atlantis']);
  expect(screen.getByText('1 row with errors')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
  expect(await screen.findByText('2 rows imported')).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);
  const [url, body] = post.mock.calls[0] as [string, { rows: Record<string, unknown>[] }];
  expect(url).toBe('/contacts/import');
  expect(body.rows).toHaveLength(2);
  expect(body.rows[0]).toMatchObject({
    first_name: 'Ann',
    gender: 'Female',
    company_name: 'Acme',
    country: [10, 11],
    expertise: [3],
    available: [1],
    languages: [40],
    rating: 4.5,
  });
  expect(body.rows[1]).toMatchObject({ first_name: 'Cy', country: [10], expertise: [3, 4], languages: [], rating: 3 });
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['contact'] }));
  expect(screen.getByRole('link', { name: 'See all your contacts' })).toHaveAttribute(
    'href',
    '/directory/all-contacts',
  );
});
