import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyFramePart } from './FramePart';

describe('a lazily loaded frame part whose chunk fails to load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows a Retry in its place while the rest renders, and Retry imports it again', async () => {
    let reachable = false;
    const load = jest.fn(() =>
      reachable ? Promise.resolve({ default: () => <p>Bell</p> }) : Promise.reject(new Error('ChunkLoadError')),
    );
    const Bell = lazyFramePart('Notifications', load);
    render(
      <header>
        <a href="/">PressPoint</a>
        <Bell />
      </header>,
    );
    expect(await screen.findByTestId('frame-part-fallback')).toHaveTextContent('Notifications did not load.');
    expect(screen.getByRole('link', { name: 'PressPoint' })).toBeInTheDocument();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bell')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers Retry and Close for a dialog', async () => {
    const onClose = jest.fn();
    const failing = (): Promise<{ default: () => null }> => Promise.reject(new Error('ChunkLoadError'));
    const Dialog = lazyFramePart('The login form', failing, 'dialog');
    render(<Dialog onClose={onClose} />);
    const fallback = await screen.findByRole('alertdialog', { name: 'The login form' });
    expect(fallback).toHaveTextContent('The login form did not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
