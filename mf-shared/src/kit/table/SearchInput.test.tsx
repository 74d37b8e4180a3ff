import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchInput } from './SearchInput';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

it('searches once typing pauses for 500 ms, with the trimmed text', () => {
  const onSearch = jest.fn();
  render(<SearchInput value="" onSearch={onSearch} placeholder="Search guests" />);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search guests' }), { target: { value: ' reef ' } });
  act(() => jest.advanceTimersByTime(499));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledWith('reef');
});

it('drops a pending search once the browser has gone to another page', () => {
  const onSearch = jest.fn();
  window.history.replaceState(null, '', '/guests');
  render(<SearchInput value="" onSearch={onSearch} placeholder="Search guests" />);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search guests' }), { target: { value: 'reef' } });
  // A link followed before the pause ends: the old page is still mounted while the next loads.
  window.history.pushState(null, '', '/guests/12/overview');
  act(() => jest.advanceTimersByTime(600));
  expect(onSearch).not.toHaveBeenCalled();
});
