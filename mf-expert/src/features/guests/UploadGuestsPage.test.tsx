import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { answerLookups, chooseCsv, CSV_ANN, CSV_HEADER } from 'mf-shared/test/guest-record';
import UploadGuestsPage from './UploadGuestsPage';

// Checking the rows is the guest record widget's (mf-shared/src/widgets/guest-record); this page adds
// the guests' tab and words, the expert's import call and the way back to the list.
afterEach(() => jest.restoreAllMocks());

it('is the "Upload guest with CSV" tab and posts the valid rows to /guests/import, then refreshes the guests', async () => {
  answerLookups();
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
  expect(screen.getByRole('link', { name: 'Upload guest with CSV' })).toHaveAttribute('aria-current', 'page');

  await chooseCsv([CSV_HEADER, CSV_ANN], 'guests.csv');
  fireEvent.click(await screen.findByRole('button', { name: 'Import 1 valid row' }));
  expect(await screen.findByText('1 row imported')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/guests/import', { rows: [expect.objectContaining({ first_name: 'Ann' })] });
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['guest'] }));
  expect(screen.getByRole('link', { name: 'See all your guests' })).toHaveAttribute('href', '/guests');
});
