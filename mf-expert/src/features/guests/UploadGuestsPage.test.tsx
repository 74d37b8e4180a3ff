import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import UploadGuestsPage from './UploadGuestsPage';

const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element: Element) => computedStyle(element);
});
afterEach(() => jest.restoreAllMocks());

const LOOKUPS: Record<string, unknown[]> = {
  '/countries': [
    { id: 10, name: 'Singapore', code: 'SG' },
    { id: 11, name: 'Malaysia', code: 'MY' },
  ],
  '/expertises': [
    { id: 3, name: 'Finance' },
    { id: 4, name: 'Banking' },
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
].join('\n');

it('checks the rows with the guest rules and posts the valid ones to /guests/import', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({ data: { data: LOOKUPS[url] ?? [] } }));
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    data: { data: { imported: 1, ids: [501], errors: [] }, message: '1 guest imported' },
  });
  const { client } = renderWithServerData(
    <MemoryRouter initialEntries={['/guests/upload']}>
      <UploadGuestsPage />
    </MemoryRouter>,
  );
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  expect(screen.getByRole('heading', { level: 1, name: 'Upload guest with CSV' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Upload guest with CSV', selected: true })).toBeInTheDocument();

  await screen.findByRole('button', { name: 'Download the template' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([FILE], 'guests.csv', { type: 'text/csv' })] } });

  const errors = await screen.findByRole('list', { name: 'Errors' });
  expect(within(errors).getAllByRole('listitem')).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Import 1 valid row' }));
  expect(await screen.findByText('1 row imported')).toBeInTheDocument();

  expect(post).toHaveBeenCalledTimes(1);
  const [url, body] = post.mock.calls[0] as [string, { rows: Record<string, unknown>[] }];
  expect(url).toBe('/guests/import');
  expect(body.rows).toHaveLength(1);
  expect(body.rows[0]).toMatchObject({ first_name: 'Ann', country: [10, 11], expertise: [3], available: [1] });
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['guest'] }));
  expect(screen.getByRole('link', { name: 'See all your guests' })).toHaveAttribute('href', '/guests');
});
