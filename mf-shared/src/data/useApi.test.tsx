import { render, screen } from '@testing-library/react';
import type { ApiRequest } from './apiRequest';
import { forgetPrerendered, PRERENDER_DATA_ID } from './prerendered';
import { useApi } from './useApi';

function Title({ request }: { request: ApiRequest<{ title: string }> }) {
  const state = useApi(request);
  return <h1>{state.status === 'ready' ? state.data.title : state.status}</h1>;
}

describe('useApi in the browser', () => {
  afterEach(() => forgetPrerendered());

  it('loads, then shows the answer', async () => {
    const load = jest.fn(async () => ({ title: 'Stories hub' }));
    render(<Title request={{ key: '/allposts', load }} />);
    expect(screen.getByRole('heading')).toHaveTextContent('loading');
    expect(await screen.findByRole('heading', { name: 'Stories hub' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts a pre-rendered page with the answer the server handed over, without asking again', async () => {
    const handed = document.createElement('script');
    handed.id = PRERENDER_DATA_ID;
    handed.type = 'application/json';
    handed.textContent = JSON.stringify({ '/allposts': { status: 'ready', data: { title: 'From the server' } } });
    document.body.appendChild(handed);
    const load = jest.fn(async () => ({ title: 'From the browser' }));

    render(<Title request={{ key: '/allposts', load }} />);
    expect(screen.getByRole('heading')).toHaveTextContent('From the server');
    expect(load).not.toHaveBeenCalled();

    // Once the app has taken over, the handed-over answers are gone: later reads ask the API.
    forgetPrerendered();
    expect(document.getElementById(PRERENDER_DATA_ID)).toBeNull();
    render(<Title request={{ key: '/allposts', load }} />);
    expect(await screen.findByRole('heading', { name: 'From the browser' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
