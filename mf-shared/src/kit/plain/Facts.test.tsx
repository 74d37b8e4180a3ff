import { render, screen } from '@testing-library/react';
import { Facts } from './Facts';

test('shows each fact as a term and its definition, leaving out the ones not given', () => {
  render(
    <Facts
      aria-label="Plan"
      variant="inline"
      facts={[{ label: 'Plan', value: 'Visibility' }, null, false, { label: 'Renews on', value: '1 Dec 2027' }]}
    />,
  );
  const list = screen.getByLabelText('Plan');
  expect(list.tagName).toBe('DL');
  expect(list).toHaveClass('pp-facts--inline');
  expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Plan', 'Renews on']);
  expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['Visibility', '1 Dec 2027']);
});
