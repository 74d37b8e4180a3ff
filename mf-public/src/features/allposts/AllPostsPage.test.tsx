import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { answer, http, route, server } from 'mf-shared/test/api';
import { renderWithServerData } from 'mf-shared/test/server-data';
import AllPostsPage from './AllPostsPage';

it('links to the events list beside its post types', async () => {
  const none = { current_page: 1, last_page: 1, per_page: 10, total: 0 };
  server.use(http.get(route('/allposts'), () => answer<'/allposts'>({ data: [], meta: none })));
  renderWithServerData(
    <MemoryRouter initialEntries={['/allposts']}>
      <Routes>
        <Route path="/allposts" element={<AllPostsPage />} />
        <Route path="/events" element={<p>events list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const types = screen.getByRole('navigation', { name: 'Post types' });
  fireEvent.click(within(types).getByRole('link', { name: 'Events' }));
  expect(await screen.findByText('events list')).toBeInTheDocument();
});
