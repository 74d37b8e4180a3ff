import { render, screen } from '@testing-library/react';
import { QueryState } from './QueryState';

const shown = (query: { data: string | null | undefined; isPending: boolean; isError: boolean }) =>
  render(<QueryState query={query}>{(text) => <h1>{text}</h1>}</QueryState>);

it('shows loading, then the data', () => {
  shown({ data: undefined, isPending: true, isError: false });
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  shown({ data: 'Rates and food', isPending: false, isError: false });
  expect(screen.getByRole('heading')).toHaveTextContent('Rates and food');
});

it('tells a missing thing (a 404 answered null) from a failed read', () => {
  shown({ data: null, isPending: false, isError: false });
  expect(screen.getByText('No Result Found')).toBeInTheDocument();
  shown({ data: undefined, isPending: false, isError: true });
  expect(screen.getByText('This could not be loaded. Please try again.')).toBeInTheDocument();
});
