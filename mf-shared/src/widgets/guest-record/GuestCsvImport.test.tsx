import { screen, fireEvent, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { GuestInput } from 'mf-shared/validation';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { answerLookups, chooseCsv, CSV_ANN, CSV_HEADER, DESCRIPTION } from 'mf-shared/test/guest-record';
import { GuestCsvImport } from './index';

afterEach(() => jest.restoreAllMocks());

it('reads the reference lists, checks every row with the guest rules and imports the valid rows with ids', async () => {
  const get = answerLookups();
  const importRows = jest.fn(async (rows: GuestInput[]) => ({
    data: { imported: rows.length, errors: [] },
    message: `${rows.length} imported`,
  }));
  renderWithServerData(
    <MemoryRouter>
      <GuestCsvImport
        useImport={() => ({ mutateAsync: importRows })}
        templateFileName="people-template.csv"
        afterImport={<a href="/people">See them all</a>}
      />
    </MemoryRouter>,
  );
  await chooseCsv([
    CSV_HEADER,
    CSV_ANN,
    `Bo,Chen,Male,Analyst,Acme,https://www.linkedin.com/in/bo,Atlantis,Banking,South-East Asia,,"${DESCRIPTION}",`,
    `Cy,Diaz,Non-Binary,Editor,Acme,https://www.linkedin.com/in/cy,SG,Finance; Banking,South-East Asia,,"${DESCRIPTION}",3`,
  ]);
  for (const list of ['/countries', '/expertises', '/available', '/languages']) expect(get).toHaveBeenCalledWith(list);

  const errors = await screen.findByRole('list', { name: 'Errors' });
  expect(
    within(errors)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Row 2, Country: Please choose valid options: Atlantis']);
  expect(screen.getByText('1 row with errors')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
  expect(await screen.findByText('2 rows imported')).toBeInTheDocument();
  expect(importRows).toHaveBeenCalledTimes(1);
  const [rows] = importRows.mock.calls[0];
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({
    first_name: 'Ann',
    gender: 'Female',
    company_name: 'Acme',
    country: [1, 3],
    expertise: [5],
    available: [7],
    languages: [8],
    rating: 4.5,
  });
  expect(rows[1]).toMatchObject({ first_name: 'Cy', country: [1], expertise: [5, 6], languages: [], rating: 3 });
  expect(screen.getByRole('link', { name: 'See them all' })).toBeInTheDocument();
});
