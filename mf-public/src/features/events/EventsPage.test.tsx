import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ERROR_MESSAGES } from 'mf-shared';
import { db, RATES_BRIEFING_PAGE } from 'mf-shared/test/api';
import { renderWithServerData } from 'mf-shared/test/server-data';
import EventPage from './EventPage';
import EventsPage from './EventsPage';

function renderAt(url: string) {
  return renderWithServerData(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/events" element={<EventsPage />} />
        <Route path="/event-detail/:id" element={<EventPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('lists the background-briefing events, not story ideas, each linking to its event page', async () => {
  db.events.set(12, { ...RATES_BRIEFING_PAGE, id: 12, kind: 'story_idea', type: 'post', heading: 'An idea' });
  renderAt('/events');
  expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Rates briefing' });
  expect(link).toHaveAttribute('href', '/event-detail/9');
  expect(screen.getByText('Marina Bay')).toBeInTheDocument();
  expect(screen.queryByText('An idea')).not.toBeInTheDocument();

  fireEvent.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates briefing' })).toBeInTheDocument();
  expect(screen.getByText('About the Event')).toBeInTheDocument();
});

it('says so when there are no events', async () => {
  db.events.clear();
  renderAt('/events');
  expect(await screen.findByText(ERROR_MESSAGES.NO_RESULT)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Rates briefing' })).not.toBeInTheDocument();
});
