import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, ROUTES } from 'mf-shared';
import type { EventDetails } from 'mf-shared/entities/event';
import { renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import EventFormPage from './EventFormPage';

afterEach(() => jest.restoreAllMocks());

const nextYear = new Date().getUTCFullYear() + 1;
const event: EventDetails = {
  id: 9,
  kind: 'event',
  type: 'event',
  slug: 'rates-briefing',
  heading: 'Rates briefing',
  start_date: `${nextYear}-05-04`,
  end_date: `${nextYear}-05-04`,
  start_time: '09:00:00',
  end_time: '10:00:00',
  all_day: 0,
  time_zone: 'Asia/Singapore',
  organised_by: 'Harbour Bank',
  embargoed: false,
  embargo_until: null,
  is_owner: true,
  header_image: 'https://cdn.example.com/header.webp',
  description: '<p>What the next rate decision means.</p>',
  location: 'Marina Bay',
  phone_number: null,
  email: null,
  signups_url: 'https://example.com/signup',
  medias: [{ id: 31, file: 'https://cdn.example.com/g1.webp', type: 'image' }],
  guests: [],
  industries: [{ name: 'Finance' }],
  content: [],
  registrants_count: 0,
};

function reads(url: string) {
  if (url === '/guests')
    return { data: { data: [], meta: { current_page: 1, per_page: 100, total: 0, last_page: 1 } } };
  if (url === '/events/9') return { data: { data: event } };
  throw new Error(`unexpected GET ${url}`);
}

const renderAt = (url: string) =>
  renderPagesAt(url, {
    [ROUTES.BRIEFING_CREATE]: <EventFormPage />,
    [ROUTES.BRIEFING_EDIT]: <EventFormPage />,
    [ROUTES.EVENT_EDIT]: <EventFormPage />,
  });

it('says Required on each required field of a briefing and sends nothing', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => reads(url));
  const post = jest.spyOn(api, 'post');
  renderAt('/background-briefing/create');
  expect(screen.getByRole('heading', { level: 1, name: 'Create news' })).toBeInTheDocument();
  expect(screen.getByText('Background briefing')).toBeInTheDocument();
  // The header image has the event form's own hint (spec section 5), not the news picture's.
  expect(
    screen.getByText('At least 1000 px wide, 16:9, accepts jpeg, jpg, png, gif, mp4, up to 20MB'),
  ).toBeInTheDocument();
  expect(screen.queryByText('At least 1000 px wide, 16:9, jpeg, jpg, png, gif or mp4, up to 20MB')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  // heading, header image, description, start and end dates, location, signups url
  expect(await screen.findAllByText('Required')).toHaveLength(7);
  expect(post).not.toHaveBeenCalled();
});

it('opened with ?tab=posts makes a story idea: no venue or signups link needed', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => reads(url));
  renderAt('/background-briefing/create?tab=posts');
  expect(screen.getByText('Story idea')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findAllByText('Required')).toHaveLength(5);
});

it('a path with /events/event/edit edits; a server error lands on its field and the entries stay', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => reads(url));
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce({
      isAxiosError: true,
      response: { status: 422, data: { message: 'Invalid', errors: { location: ['Too far away.'] } } },
    })
    .mockResolvedValueOnce({ data: { data: event, message: 'Event updated' } });
  renderAt('/events/event/edit/9');
  expect(await screen.findByRole('heading', { level: 1, name: 'View & Edit' })).toBeInTheDocument();
  const heading = await screen.findByDisplayValue('Rates briefing');
  fireEvent.change(heading, { target: { value: 'Rates briefing, updated' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Too far away.')).toBeInTheDocument();
  expect(screen.getByLabelText('Heading')).toHaveValue('Rates briefing, updated');
  expect(screen.getByLabelText('Location')).toHaveValue('Marina Bay');

  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/background-briefing\/list$/));
  const [url, body] = post.mock.calls[1] as [string, FormData];
  expect(url).toBe('/events/update/9');
  expect(body.get('heading')).toBe('Rates briefing, updated');
  expect(body.get('start_date')).toBe(`${nextYear}-05-04`);
  expect(body.get('start_time')).toBe('09:00');
  expect(body.get('all_day')).toBe('0');
  expect(body.getAll('industries[]')).toEqual(['Finance']);
  // The stored header and gallery stay: nothing new is sent, nothing removed.
  expect(body.get('header_image')).toBeNull();
  expect(body.getAll('remove_medias[]')).toEqual([]);
});

it('an edit refuses a gallery file of another kind by name, keeps an industry typed and left, and drops an unticked file', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => reads(url));
  const post = jest.spyOn(api, 'post').mockResolvedValueOnce({ data: { data: event, message: 'Event updated' } });
  renderAt('/background-briefing/edit/9');
  await screen.findByDisplayValue('Rates briefing');
  const add = screen.getByLabelText('Add files');
  fireEvent.change(add, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
  expect(await screen.findByText(/^notes\.txt: Allowed types/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove notes.txt' })).toBeNull();
  fireEvent.change(add, { target: { files: [new File(['x'], 'crowd.png', { type: 'image/png' })] } });
  expect(screen.getByRole('button', { name: 'Remove crowd.png' })).toBeInTheDocument();

  const industries = screen.getByRole('textbox', { name: 'Industries' });
  fireEvent.change(industries, { target: { value: 'Shipping' } });
  fireEvent.blur(industries);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Keep picture 1' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(post).toHaveBeenCalled());
  const [, body] = post.mock.calls[0] as [string, FormData];
  expect(body.getAll('industries[]')).toEqual(['Finance', 'Shipping']);
  expect(body.getAll('remove_medias[]')).toEqual(['31']);
  expect((body.getAll('medias[]') as File[]).map((f) => f.name)).toEqual(['crowd.png']);
});
