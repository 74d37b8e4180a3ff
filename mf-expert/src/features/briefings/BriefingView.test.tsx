import { screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, ROUTES } from 'mf-shared';
import type { EventDetails, EventQuestion, EventRegistrant } from 'mf-shared/entities/event';
import { EMBARGOED_BRIEFING } from 'mf-shared/test/event';
import { renderWithServerData } from 'mf-shared/test/server-data';
import BriefingViewPage from './BriefingViewPage';

afterEach(() => jest.restoreAllMocks());

const event: EventDetails = {
  ...EMBARGOED_BRIEFING,
  end_date: '2027-05-04',
  is_owner: true,
  location: 'Marina Bay',
  registrants_count: 1,
};
const registrants: EventRegistrant[] = [
  {
    id: 1,
    user_id: 40,
    name: 'Tess Writer',
    publication: 'Harbour Times',
    registered_at: '2026-05-01T10:00:00Z',
    acknowledged_at: '2026-05-01T10:00:00Z',
  },
];
const questions: EventQuestion[] = [
  {
    id: 3,
    question: 'Will the slides be shared?',
    created_at: '2026-05-01T11:00:00Z',
    mine: false,
    asked_by: { user_id: 40, name: 'Tess Writer', publication: 'Harbour Times' },
  },
];

it('shows the registrants with their embargo acknowledgement, and their questions', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: {
      data: url.endsWith('/registrants') ? registrants : url.endsWith('/questions') ? questions : event,
    },
  }));
  renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={['/background-briefing/edit-and-view/9']}>
        <Routes>
          <Route path={ROUTES.BRIEFING_VIEW} element={<BriefingViewPage />} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates briefing' })).toBeInTheDocument();
  const row = (await screen.findByRole('cell', { name: 'Harbour Times' })).closest('tr')!;
  expect(within(row).getByText('Tess Writer')).toBeInTheDocument();
  expect(within(row).getAllByText(/2026\/05\/01/)).toHaveLength(2);
  expect(await screen.findByText('Will the slides be shared?')).toBeInTheDocument();
});
