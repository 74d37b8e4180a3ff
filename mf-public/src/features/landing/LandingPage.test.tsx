import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authStore } from 'mf-shared';
import LandingPage from './LandingPage';

function renderLanding() {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/register/expert/1" element={<h1>Expert step 1</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => act(() => authStore.getState().clearSession()));

describe('the landing page', () => {
  it('shows the marketing figures of the spec', () => {
    renderLanding();
    expect(screen.getByText('2,800+')).toBeInTheDocument();
    expect(screen.getByText('1,800+')).toBeInTheDocument();
  });

  it('pitches to the audience kept in the shared store, and writes the visitor’s choice back', async () => {
    act(() => authStore.getState().setUserType('expert'));
    renderLanding();
    expect(screen.getByRole('button', { name: 'I’m an expert' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'I’m a journalist' }));
    expect(authStore.getState().userType).toBe('journalist');
    expect(screen.getByRole('button', { name: 'Register as a Journalist' })).toBeInTheDocument();
  });

  it('sends an expert to registration step 1', async () => {
    act(() => authStore.getState().setUserType('expert'));
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Register as an Expert' }));
    expect(await screen.findByRole('heading', { name: 'Expert step 1' })).toBeInTheDocument();
  });
});
