import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from 'mf-shared';
import { API_URL, db, RATES_BRIEFING_PAGE } from 'mf-shared/test/api';
import { EMBARGOED_BRIEFING } from 'mf-shared/test/event';
import { renderWithServerData } from 'mf-shared/test/server-data';
import EventPage from './EventPage';

/** The rates briefing (event 9) whole, as the data set holds it. */
const whole = RATES_BRIEFING_PAGE;

function renderAt(url: string) {
  return renderWithServerData(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/event-detail/:id" element={<EventPage />} />
        <Route path="/story-ideas/:id" element={<EventPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const ld = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;

it('shows a briefing whole, with its Event data for search engines', async () => {
  const { container } = renderAt('/event-detail/9');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates briefing' })).toBeInTheDocument();
  expect(screen.getByText('About the Event')).toBeInTheDocument();
  expect(screen.getByText('Venue: Marina Bay')).toBeInTheDocument();
  expect(ld(container)).toMatchObject({ '@type': 'Event', eventStatus: 'https://schema.org/EventScheduled' });
});

it('plays an mp4 header as a video (the API says header_image_type), never a broken img', async () => {
  const clip = {
    ...whole,
    header_image: 'https://cdn.example.com/events/header-clip',
    header_image_type: 'video' as const,
  };
  db.events.set(9, clip);
  const { container } = renderAt('/event-detail/9');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates briefing' })).toBeInTheDocument();
  const video = container.querySelector('article video.content-picture') as HTMLVideoElement;
  expect(video).toHaveAttribute('src', 'https://cdn.example.com/events/header-clip');
  expect(video).toHaveAttribute('controls');
  expect(video.muted).toBe(true);
  expect(video.autoplay).toBe(false);
  expect(container.querySelector('img[src="https://cdn.example.com/events/header-clip"]')).toBeNull();
});

it('gives search engines the page’s absolute address on the site, and a location', async () => {
  setRuntimeConfig({
    apiUrl: API_URL,
    siteUrl: 'https://presspoint.test',
    remotes: [],
    realtime: {} as never,
  });
  const { container } = renderAt('/event-detail/9');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates briefing' })).toBeInTheDocument();
  expect(ld(container)).toMatchObject({
    url: 'https://presspoint.test/event-detail/9',
    location: { '@type': 'Place', name: 'Marina Bay' },
  });
});

it('while embargoed shows only the heading, the date and the organiser', async () => {
  // What the API sends anyone but the owner while the embargo holds.
  const embargoed = { ...EMBARGOED_BRIEFING, registration: null };
  db.events.set(9, embargoed);
  const { container } = renderAt('/event-detail/9');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates briefing' })).toBeInTheDocument();
  expect(screen.getByText('Organised by: Harbour Bank')).toBeInTheDocument();
  expect(screen.getByText(/Under embargo until/)).toBeInTheDocument();
  expect(screen.queryByText('About the Event')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(ld(container)).not.toHaveProperty('description');
  expect(ld(container)).toMatchObject({
    location: { '@type': 'VirtualLocation', url: expect.stringMatching(/^https?:\/\/[^/]+\/event-detail\/9$/) },
  });
});

it('a story idea’s address does not show an event, nor an event’s a story idea', async () => {
  // Event 9 is an event (kind 'event'), not a story idea.
  expect(db.events.get(9)).toMatchObject({ kind: 'event' });
  renderAt('/story-ideas/9');
  expect(await screen.findByText('No Result Found')).toBeInTheDocument();
});
