import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authStore } from 'mf-shared';
import type { Guest } from '../content/api';
import { SuggestedGuests } from './SuggestedGuests';

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => act(() => authStore.getState().clearSession()));

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

function renderGuests() {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<SuggestedGuests guests={[guest]} />} />
        <Route path="/author/:name/:id" element={<h1>Author page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('suggested guests for a visitor', () => {
  it('asks to sign in as a Journalist on "Discuss now"', async () => {
    act(() => authStore.getState().setUserType('expert'));
    renderGuests();
    await userEvent.click(screen.getByRole('button', { name: 'Discuss now' }));
    expect(authStore.getState()).toMatchObject({ loginOpen: true, userType: 'journalist' });
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
