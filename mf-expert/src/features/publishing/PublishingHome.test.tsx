import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { api, ROUTES } from 'mf-shared';
import type { MyEventItem } from 'mf-shared/entities/event';
import type { MyNewsItem } from 'mf-shared/entities/news';
import { renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import routes from '../../routes';
import PublishingHomePage from './PublishingHomePage';

/** Who offers a suggested guest, as the API gives it with each one. */
const offeredBy = { title: 'Economist', company_name: 'Harbour Bank', expert_id: 2, expert_name: 'Eve Expert' };

afterEach(() => jest.restoreAllMocks());

const news: MyNewsItem = {
  id: 5,
  slug: 'rates-hold',
  title: 'Rates hold for now',
  picture: null,
  picture_type: null,
  link: null,
  updated_at: '2026-03-02T15:04:00Z',
  author_id: 2,
  author: 'Eve Expert',
  expertise: [3, 4],
  expertise_names: { 3: 'Finance', 4: 'Banking' },
  guests: [
    { guest_id: 11, first_name: 'Ann', last_name: 'Lee', avatar: null, ...offeredBy },
    { guest_id: 12, first_name: 'Bo', last_name: 'Tan', avatar: null, ...offeredBy },
  ],
};
const page = (data: unknown[]) => ({
  data: { data, meta: { current_page: 1, per_page: 10, total: data.length, last_page: 1 } },
});

const renderAt = (url: string, NewsParent?: ComponentType) =>
  renderPagesAt(url, {
    [ROUTES.CONTACTS_MANAGER]: <PublishingHomePage />,
    ...(NewsParent && { [ROUTES.PUBLISH_NEWS]: <NewsParent /> }),
  });

it('lists the news with date, topics, guests and the public link; the URL’s search and sort are sent', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(page([news]));
  renderAt('/contacts-manager/expert?search=rates&sort=title&order=asc');
  const row = (await screen.findByRole('link', { name: 'Rates hold for now' })).closest('tr')!;
  expect(within(row).getByRole('link', { name: 'Rates hold for now' })).toHaveAttribute('href', '/news/rates-hold');
  expect(within(row).getByText('02.03.2026')).toBeInTheDocument();
  expect(within(row).getByText('Finance')).toBeInTheDocument();
  expect(within(row).getByText('Banking')).toBeInTheDocument();
  expect(within(row).getByText('Ann Lee, Bo Tan')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    '/news',
    expect.objectContaining({ params: { page: 1, per_page: 10, search: 'rates', sort: 'title', direction: 'asc' } }),
  );
});

it('deletes only once the deletion is confirmed', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) =>
      url === '/news/delete/5' ? { data: { message: 'News deleted' } } : page([news]),
    );
  renderAt('/contacts-manager/expert');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Rates hold for now' }));
  expect(await screen.findByText('Delete “Rates hold for now”?')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalledWith('/news/delete/5');
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(get).toHaveBeenCalledWith('/news/delete/5'));
});

const idea: MyEventItem = {
  id: 8,
  kind: 'story_idea',
  type: 'post',
  slug: 'cooler-roofs',
  heading: 'Cooler roofs',
  header_image: null,
  start_date: '2027-05-04',
  end_date: '2027-05-04',
  start_time: null,
  end_time: null,
  all_day: 1,
  time_zone: null,
  location: null,
  organised_by: 'Water Institute',
  created_at: '2026-03-02T15:04:00Z',
  updated_at: '2026-03-02T15:04:00Z',
  embargoed: false,
  embargo_until: null,
  registrants_count: 0,
  questions_count: 0,
  industries: [{ name: 'Energy' }, { name: 'Housing' }],
  guests: [
    { guest_id: 11, first_name: 'Ann', last_name: 'Lee', avatar: null, ...offeredBy },
    { guest_id: 12, first_name: 'Bo', last_name: 'Tan', avatar: null, ...offeredBy },
  ],
};

it('lists story ideas with date, heading, organiser, topics and suggested guests, as the news tab does', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(page([idea]));
  renderAt('/contacts-manager/expert?tab=posts');
  const table = await screen.findByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(expect.arrayContaining(['Date', 'Heading', 'Organised by', 'Topics', 'Suggested guests']));
  const row = (await screen.findByRole('link', { name: 'Cooler roofs' })).closest('tr')!;
  expect(within(row).getByText('04.05.2027')).toBeInTheDocument();
  expect(within(row).getByText('Water Institute')).toBeInTheDocument();
  expect(within(row).getByText('Energy')).toBeInTheDocument();
  expect(within(row).getByText('Housing')).toBeInTheDocument();
  expect(within(row).getByText('Ann Lee, Bo Tan')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Edit Cooler roofs' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Delete Cooler roofs' })).toBeInTheDocument();
});

it('shows the story ideas on their tab, read as type post', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(page([]));
  renderAt('/contacts-manager/expert?tab=posts');
  expect(await screen.findByRole('link', { name: 'Story ideas', current: 'page' })).toBeInTheDocument();
  await waitFor(() =>
    expect(get).toHaveBeenCalledWith(
      '/events',
      expect.objectContaining({ params: expect.objectContaining({ type: 'post' }) }),
    ),
  );
});

it('opens /contacts-manager/expert/news (the parent of create and edit) on the home’s news tab', async () => {
  const route = routes.find((r) => r.path === ROUTES.PUBLISH_NEWS);
  expect(route).toMatchObject({ layout: 'dashboard', access: { kind: 'signed-in' } });
  const { default: NewsParent } = await route!.load();
  const get = jest.spyOn(api, 'get').mockResolvedValue(page([news]));
  renderAt('/contacts-manager/expert/news?tab=posts&search=rates', NewsParent);
  expect(await screen.findByRole('link', { name: 'News', current: 'page' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/contacts-manager\/expert\?search=rates$/);
  expect(await screen.findByRole('link', { name: 'Rates hold for now' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    '/news',
    expect.objectContaining({ params: expect.objectContaining({ search: 'rates' }) }),
  );
});
