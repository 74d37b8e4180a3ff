import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { db, sent } from 'mf-shared/test/api';
import { chooseCsv, CSV_ANN, CSV_HEADER, LOOKUPS } from 'mf-shared/test/guest-record';
import UploadContactsPage from './UploadContactsPage';

// Reading the lists and checking the rows are the guest record widget's (mf-shared/src/widgets/
// guest-record); this page adds the directory's tab, the contacts' words, the journalist's import
// call (./api) and the way back to all contacts.
afterEach(() => jest.restoreAllMocks());

/** The lists the rows' fields are checked against, as the guest record widget's tests have them. */
const answerLookups = () => Object.assign(db.lookups, LOOKUPS);

it('is the "Upload contacts" tab and posts the valid rows to /contacts/import, then refreshes contacts and the dashboard', async () => {
  answerLookups();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/directory/upload-contacts']}>
        <UploadContactsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Upload contacts' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Upload contacts' })).toHaveAttribute('aria-current', 'page');

  await chooseCsv([CSV_HEADER, CSV_ANN], 'contacts.csv');
  fireEvent.click(await screen.findByRole('button', { name: 'Import 1 valid row' }));
  expect(await screen.findByText('1 row imported')).toBeInTheDocument();
  expect(await sent('POST')).toEqual([
    { method: 'POST', path: '/contacts/import', body: { rows: [expect.objectContaining({ first_name: 'Ann' })] } },
  ]);
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['contact'] }));
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard'] });
  expect(screen.getByRole('link', { name: 'See all your contacts' })).toHaveAttribute(
    'href',
    '/directory/all-contacts',
  );
});
