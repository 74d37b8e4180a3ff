import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, authStore } from 'mf-shared';
import { PUBLISHED_GUEST } from 'mf-shared/test/guest';
import { renderWithServerData } from 'mf-shared/test/server-data';
import type { Guest, GuestDetails } from '../types';
import { SuggestedGuests } from './SuggestedGuests';
import { signInForTest } from 'mf-shared/test/session';

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => act(() => authStore.getState().clearSession()));
afterEach(() => jest.restoreAllMocks());

const guest: Guest = {
  guest_id: 41,
  first_name: 'Camron',
  last_name: 'Konopelski',
  title: 'Partner',
  company_name: 'Collins - Wolff',
  avatar: null,
  expert_id: 2,
  expert_name: 'Priya Raman',
};

function renderGuests(onDiscuss: (g: Guest) => void = () => {}) {
  return renderWithServerData(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<SuggestedGuests guests={[guest]} onDiscuss={onDiscuss} />} />
        <Route path="/author/:name/:id" element={<h1>Author page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('suggested guests for a visitor', () => {
  it('hands the guest to the app on "Discuss now", from the list and from the details', async () => {
    const onDiscuss = jest.fn();
    renderGuests(onDiscuss);
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    expect(onDiscuss).toHaveBeenLastCalledWith(guest);
    await userEvent.click(screen.getByRole('button', { name: /Camron Konopelski/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Discuss now' }).at(-1)!);
    expect(onDiscuss).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Camron Konopelski' })).not.toBeInTheDocument();
  });

  it('shows who the guest is, a sign-in prompt for the rest, and links to the offering expert’s news', async () => {
    renderGuests();
    await userEvent.click(screen.getByRole('button', { name: /Camron Konopelski/ }));
    const card = screen.getByRole('dialog', { name: 'Camron Konopelski' });
    expect(card).toHaveTextContent('Partner, Collins - Wolff');
    expect(card).toHaveTextContent('Sign in to see the full profile of Camron Konopelski.');
    expect(screen.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', '/author/Priya-Raman/2');
    await userEvent.click(screen.getByRole('link', { name: 'Priya Raman' }));
    expect(await screen.findByRole('heading', { name: 'Author page' })).toBeInTheDocument();
  });
});

describe('suggested guests for a signed-in journalist', () => {
  const details: GuestDetails = {
    id: 41,
    guest_id: 41,
    first_name: 'Camron',
    last_name: 'Konopelski',
    title: 'Partner',
    company_name: 'Collins - Wolff',
    linkedin: 'https://www.linkedin.com/in/camron',
    description: 'Thirty years of trade law.',
    rating: 4,
    avatar: null,
    country: [{ id: 1, name: 'Singapore' }],
    expertise: [{ id: 2, name: 'Trade' }],
    available: [],
    languages: [{ id: 3, name: 'English' }],
    videos: [],
    video: null,
    images: [],
    gender: 'Male',
    headline: null,
    ...PUBLISHED_GUEST,
    expert: { id: 2, name: 'Priya Raman' },
  };
  beforeEach(() => signInForTest({ id: 7, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' }));

  it('reads the full profile once, and shows it again from the cache', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { data: details } });
    renderGuests();
    await userEvent.click(screen.getByRole('button', { name: /Camron Konopelski/ }));
    expect(await screen.findByText('Thirty years of trade law.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Singapore');
    expect(get).toHaveBeenCalledWith('/guests/41');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: /Camron Konopelski/ }));
    expect(screen.getByText('Thirty years of trade law.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('says so when the guest is gone (404)', async () => {
    jest.spyOn(api, 'get').mockRejectedValue({ response: { status: 404 } });
    renderGuests();
    await userEvent.click(screen.getByRole('button', { name: /Camron Konopelski/ }));
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
  });
});
