import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CsvImport, type CsvImportOutcome } from './CsvImport';
import { readFileText, type CsvColumn, type CsvFieldError, type CsvRecord } from './csv';

let downloads: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  downloads = [];
  let last: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    last = blob;
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: last! });
  });
});
afterEach(() => jest.restoreAllMocks());
// Reading the file, antd's table and select: slow on a busy machine.
configure({ asyncUtilTimeout: 8_000 });

const columns: CsvColumn[] = [
  { key: 'name', label: 'Name', required: true, example: 'Ann Lee' },
  { key: 'email', label: 'Email', required: true, example: 'ann@example.com', aliases: ['mail'] },
  { key: 'age', label: 'Age', example: '41' },
];

/** A plain rule set: a valid email, an age in whole numbers; the value imported is the record with a number. */
function validate(record: CsvRecord) {
  const errors: CsvFieldError[] = [];
  if (!record.name) errors.push({ field: 'name', message: 'This field is required' });
  if (!/^\S+@\S+$/.test(record.email ?? '')) errors.push({ field: 'email', message: 'Must be valid email' });
  if (record.age && !/^\d+$/.test(record.age)) errors.push({ field: 'age', message: 'Must be a number' });
  return { errors, value: { ...record, age: record.age ? Number(record.age) : null } };
}

function csvFile(text: string, name = 'people.csv', size?: number) {
  const file = new File([text], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

function setup(onImport: (rows: unknown[]) => Promise<CsvImportOutcome> = jest.fn()) {
  const importFn = jest.fn(onImport);
  render(
    <CsvImport
      columns={columns}
      validate={validate}
      onImport={importFn}
      maxRows={5}
      afterImport={<a href="/people">See your people</a>}
    />,
  );
  return importFn;
}

const FILE = [
  'Full Name,MAIL,Age,Notes',
  'Ann Lee,ann@example.com,41,first',
  'Bo Chen,not-an-email,x1,=HYPERLINK("http://evil")',
  'Cy Diaz,cy@example.com,,',
].join('\r\n');
const OVERLONG = 'Lee, Dee,dee@example.com,30,note';

it('matches the headers, marks the bad row with its row and column, and imports only the valid rows', async () => {
  const onImport = setup(async (rows) => ({ imported: rows.length }));
  choose(csvFile(FILE));

  expect(await screen.findByText('people.csv')).toBeInTheDocument();
  // "MAIL" by alias, "Age" by label; "Full Name" matches nothing, and Name is required.
  // Steps 3 and 4 load once a file is read.
  expect(
    (await screen.findByRole('combobox', { name: 'Field for column MAIL' })).closest('.ant-select'),
  ).toHaveTextContent('Email');
  expect(screen.getByRole('alert')).toHaveTextContent('Required field not matched: Name');
  expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Field for column Full Name' }));
  fireEvent.click(await screen.findByTitle('Name *'));

  const errors = await screen.findByRole('list', { name: 'Errors' });
  expect(
    within(errors)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Row 2, Email: Must be valid email', 'Row 2, Age: Must be a number']);
  expect(screen.getByText('2 valid rows')).toBeInTheDocument();
  expect(screen.getByText('1 row with errors')).toBeInTheDocument();
  const badRow = screen.getByText('Bo Chen').closest('tr')!;
  expect(badRow).toHaveClass('kit-csv-import__bad');
  expect(within(badRow).getByText('Error')).toBeInTheDocument();
  expect(screen.getByText('Ann Lee').closest('tr')).not.toHaveClass('kit-csv-import__bad');
  // Notes is not imported, so it is not in the preview.
  expect(screen.queryByText('first')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
  expect(await screen.findByText('2 rows imported')).toBeInTheDocument();
  expect(onImport).toHaveBeenCalledTimes(1);
  expect(onImport).toHaveBeenCalledWith([
    { name: 'Ann Lee', email: 'ann@example.com', age: 41 },
    { name: 'Cy Diaz', email: 'cy@example.com', age: null },
  ]);
  expect(screen.getByRole('link', { name: 'See your people' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
});

it('puts the server’s row errors on the file’s rows and in the rejected-rows file, formulas neutralised', async () => {
  setup(async () => ({ imported: 1, errors: [{ row: 2, field: 'email', message: 'Already in your list' }] }));
  choose(csvFile(`${FILE.replace('Full Name', 'name')}\r\n${OVERLONG}`));
  fireEvent.click(await screen.findByRole('button', { name: 'Import 2 valid rows' }));

  // The server's row 2 is the second row sent: the file's row 3 (row 4's error is the file's own).
  expect(await screen.findByText('Row 3, Email: Already in your list')).toBeInTheDocument();
  expect(screen.getByText('1 row imported')).toBeInTheDocument();
  expect(
    screen.getByText('Row 4: This row has 5 cells and the header row 4: put quotes around a value that holds a comma'),
  ).toBeInTheDocument();
  expect(screen.getByText('3 rows with errors')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Download rejected rows' }));
  expect(downloads.map((d) => d.name)).toEqual(['people-rejected.csv']);
  const text = await readFileText(downloads[0].blob);
  expect(text.split('\r\n')).toEqual([
    'name,MAIL,Age,Notes,,error',
    'Bo Chen,not-an-email,x1,"\'=HYPERLINK(""http://evil"")",,Email: Must be valid email; Age: Must be a number',
    'Cy Diaz,cy@example.com,,,,Email: Already in your list',
    // Every cell of the row with too many is kept.
    'Lee," Dee",dee@example.com,30,note,This row has 5 cells and the header row 4: put quotes around a value that holds a comma; Email: Must be valid email; Age: Must be a number',
    '',
  ]);
});

it('keeps the file and the choices when the import fails, and imports on the next try', async () => {
  let fail = true;
  const onImport = setup(async (rows) => {
    if (fail) throw new Error('Network Error');
    return { imported: rows.length };
  });
  choose(csvFile(FILE.replace('Full Name', 'name')));
  fireEvent.click(await screen.findByRole('button', { name: 'Import 2 valid rows' }));
  expect(await screen.findByText('The rows could not be imported')).toBeInTheDocument();
  expect(screen.getByText('people.csv')).toBeInTheDocument();

  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
  expect(await screen.findByText('2 rows imported')).toBeInTheDocument();
  expect(onImport).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('The rows could not be imported')).not.toBeInTheDocument();
});

it('refuses another kind of file, one over 20MB and one with too many rows, keeping the file already chosen', async () => {
  setup();
  choose(csvFile(FILE.replace('Full Name', 'name')));
  expect(await screen.findByRole('button', { name: 'Import 2 valid rows' })).toBeInTheDocument();

  choose(csvFile('a,b', 'people.xlsx'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only .csv files can be imported');
  choose(csvFile('a,b', 'big.csv', 20 * 1024 * 1024 + 1));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file must be at most 20MB'));
  choose(csvFile(['name,email', ...Array.from({ length: 6 }, (_, i) => `P${i},p${i}@x.io`)].join('\n'), 'many.csv'));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('The file has 6 rows; at most 5 can be imported at once'),
  );
  expect(screen.getByText('people.csv')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import 2 valid rows' })).toBeInTheDocument();
});

it('gives a template with the header row and an example row', async () => {
  setup();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download the template' })));
  expect(downloads[0].name).toBe('template.csv');
  expect(await readFileText(downloads[0].blob)).toBe('name,email,age\r\nAnn Lee,ann@example.com,41\r\n');
});
