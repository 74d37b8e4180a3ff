import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { api, type ApiList } from 'mf-shared';
import { pageOf, renderAt } from 'mf-shared/test/server-data';
import {
  avatarColumn,
  expertiseColumn,
  GuestRecordTable,
  nameColumn,
  type GuestRecordListParams,
  type GuestRecordRow,
} from './index';

afterEach(() => jest.restoreAllMocks());

type Person = GuestRecordRow & { title: string };
const person = (over: Partial<Person> = {}): Person => ({
  id: 42,
  first_name: 'Ann',
  last_name: 'Lee',
  avatar: null,
  title: 'Chief Economist',
  expertise: [{ id: 5, name: 'Finance' }],
  ...over,
});
const fullName = (p: Person) => `${p.first_name} ${p.last_name}`;

// An app's side: its read of one page, its columns and its words.
const useList = (params: GuestRecordListParams<'name'>) =>
  useQuery({
    queryKey: ['people', params],
    queryFn: async () => (await api.get<ApiList<Person>>('/people', { params })).data,
  });
const columns = [avatarColumn<Person>(fullName), nameColumn<Person>(fullName), expertiseColumn<Person>(280)];
const open = (url: string) =>
  renderAt(url, {
    '/people': (
      <GuestRecordTable<Person, 'name'>
        label="People"
        search="Search people"
        sortKeys={['name']}
        columns={columns}
        useList={useList}
        empty={(searching) => (searching ? 'Nobody matches.' : 'Nobody yet.')}
      />
    ),
  });

it('reads the page the URL asks for, with each photo or initials and the expertise as tags', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockResolvedValue(
      pageOf([
        person(),
        person({ id: 43, first_name: 'Bo', last_name: 'Tan', avatar: 'https://cdn.example.com/bo.png' }),
      ]),
    );
  open('/people?sort=name&order=desc&search=lee&per_page=5');
  const ann = (await screen.findByText('Ann Lee')).closest('tr') as HTMLElement;
  expect(document.querySelector('[aria-label="People"]')).not.toBeNull();
  // The table's state in the URL becomes the read's parameters (`order` is the API's `direction`).
  expect(get).toHaveBeenCalledWith('/people', {
    params: { page: 1, per_page: 5, search: 'lee', sort: 'name', direction: 'desc' },
  });
  expect(within(ann).getByText('AL')).toBeInTheDocument();
  expect(within(ann).getByText('Finance')).toBeInTheDocument();
  const bo = screen.getByText('Bo Tan').closest('tr') as HTMLElement;
  expect(within(bo).getByRole('img', { name: 'Photo of Bo Tan' })).toHaveAttribute(
    'src',
    'https://cdn.example.com/bo.png',
  );
  expect(screen.getByPlaceholderText('Search people')).toHaveValue('lee');
  expect(screen.queryByText(/Nobody/)).not.toBeInTheDocument();
});

it('gives the app’s words once a read finds nobody, and says when it was a search', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(pageOf([]));
  const { unmount } = open('/people');
  expect(await screen.findByText('Nobody yet.')).toBeInTheDocument();
  unmount();
  open('/people?search=zed');
  expect(await screen.findByText('Nobody matches.')).toBeInTheDocument();
});
