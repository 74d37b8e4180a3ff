import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { LazyPage } from 'mf-shared/kit/remote-page';
import { RemoteBoundary } from './RemoteBoundary';

describe('a remote page that fails to load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback, and loads the page again on retry', async () => {
    let reachable = false;
    const load = jest.fn(() =>
      reachable ? Promise.resolve({ default: () => <p>Guests page</p> }) : Promise.reject(new Error('chunk failed')),
    );
    function Harness() {
      const [attempt, setAttempt] = useState(0);
      return (
        <RemoteBoundary remote="mf_expert" onRetry={() => setAttempt((n) => n + 1)}>
          <Suspense fallback={<p>Loading</p>}>
            <LazyPage load={load} attempt={attempt} />
          </Suspense>
        </RemoteBoundary>
      );
    }
    render(<Harness />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Guests page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
