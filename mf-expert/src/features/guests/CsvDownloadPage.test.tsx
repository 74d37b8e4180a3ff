import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import CsvDownloadPage from './CsvDownloadPage';

afterEach(() => jest.restoreAllMocks());

it('downloads guests.csv through the API client as a file', async () => {
  const csv = new Blob(["First name\n'=SUM(A1)\n"], { type: 'text/csv' });
  const get = jest.spyOn(api, 'get').mockResolvedValue({
    data: csv,
    headers: { 'content-disposition': 'attachment; filename="guests.csv"' },
  });
  const objectUrl = jest.fn(() => 'blob:guests');
  Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: jest.fn() });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  renderWithServerData(
    <MemoryRouter>
      <CsvDownloadPage />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Download guests.csv' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(get).toHaveBeenCalledWith('/guests/export.csv', { responseType: 'blob' });
  expect(objectUrl).toHaveBeenCalledWith(csv);
  expect(clicked[0].download).toBe('guests.csv');
  expect(clicked[0].getAttribute('href')).toBe('blob:guests');
  expect(await screen.findByText('The file is in your downloads.')).toBeInTheDocument();
});
