import {
  neutraliseCell,
  parseCsvText,
  rejectedRowsCsv,
  remap,
  restoreCell,
  suggestMapping,
  templateCsv,
  toCsv,
  toRecord,
  unmatchedRequired,
  type CsvColumn,
} from './csv';

const columns: CsvColumn[] = [
  { key: 'first_name', label: 'First name', required: true, example: 'Ann' },
  { key: 'last_name', label: 'Last name', required: true, aliases: ['Surname', 'family name'] },
  { key: 'email', label: 'Email', example: 'ann@example.com' },
  { key: 'notes', label: 'Notes' },
];

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx'])('prefixes %j with a single quote', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });
  it.each(['Ann', '1-2', "'=x", '', ' =x'])('leaves %j alone', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });
  it('is undone when a file we wrote is read again', () => {
    expect(restoreCell(neutraliseCell('=1+1'))).toBe('=1+1');
    expect(restoreCell("'quoted")).toBe("'quoted");
  });
});

it('writes CSV with a BOM, quotes where needed and every cell neutralised', () => {
  expect(
    toCsv([
      ['a', 'b,c'],
      ['say "hi"', '=cmd|x'],
    ]),
  ).toBe('\uFEFFa,"b,c"\r\n"say ""hi""",\'=cmd|x\r\n');
});

it('makes the template from the keys and the examples', () => {
  expect(templateCsv(columns)).toBe('\uFEFFfirst_name,last_name,email,notes\r\nAnn,,ann@example.com,\r\n');
});

it('parses quoted commas and line breaks, a BOM, blank lines and short rows', () => {
  const parsed = parseCsvText('\uFEFFName,Note\r\n"Lee, Ann","two\nlines"\r\n\r\nBo\r\n');
  expect(parsed.headers).toEqual(['Name', 'Note']);
  expect(parsed.rows).toEqual([
    ['Lee, Ann', 'two\nlines'],
    ['Bo', ''],
  ]);
  expect(parsed.overlong.size).toBe(0);
});

it('notes the rows with more filled cells than the header row, not those with empty ones', () => {
  const parsed = parseCsvText('Name,Note\nLee, Ann,hi\nBo,x,,\n');
  expect(parsed.rows[0]).toEqual(['Lee', ' Ann']);
  expect([...parsed.overlong]).toEqual([[1, ['Lee', ' Ann', 'hi']]]);
  // The rejected row keeps every cell; the header row gets a blank cell to match.
  expect(rejectedRowsCsv(parsed, [{ row: 1, field: '', message: 'Too many cells' }], [])).toBe(
    '\uFEFFName,Note,,error\r\nLee," Ann",hi,Too many cells\r\n',
  );
});

it('suggests a field for each header regardless of case, spaces, underscores and by alias', () => {
  const mapping = suggestMapping(['FIRST NAME', 'surname', 'E-mail', 'Unknown', 'first_name'], columns);
  expect(mapping).toEqual(['first_name', 'last_name', 'email', null, null]);
  expect(unmatchedRequired(mapping, columns)).toEqual([]);
  expect(unmatchedRequired([null, 'email'], columns).map((c) => c.key)).toEqual(['first_name', 'last_name']);
});

it('moves a field to the header chosen for it', () => {
  expect(remap(['first_name', null, 'email'], 1, 'first_name')).toEqual([null, 'first_name', 'email']);
  expect(remap(['first_name', null, 'email'], 2, null)).toEqual(['first_name', null, null]);
});

it('reads a row as its fields, trimmed, leaving out unmatched columns', () => {
  expect(toRecord([' Ann ', 'x', 'Lee'], ['first_name', null, 'last_name'])).toEqual({
    first_name: 'Ann',
    last_name: 'Lee',
  });
});

it('writes the rejected rows in the file’s own columns with an error column, formulas neutralised', () => {
  const parsed = parseCsvText(
    'First,Last,Email,error\nAnn,Lee,ann@x,old\n=HYPERLINK("http://evil"),-Bo,@b,\nCy,Do,c@x,\n',
  );
  const csv = rejectedRowsCsv(
    parsed,
    [
      { row: 2, field: 'email', message: 'Must be valid email' },
      { row: 2, field: 'first_name', message: 'This field is required' },
      { row: 3, field: 'country.0', message: 'Please choose valid options' },
    ],
    columns,
  );
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFFirst,Last,Email,error',
    '"\'=HYPERLINK(""http://evil"")",\'-Bo,\'@b,First name: This field is required; Email: Must be valid email',
    'Cy,Do,c@x,country.0: Please choose valid options',
    '',
  ]);
});
