import { render, screen } from '@testing-library/react';
import { HiddenByModerator } from './HiddenByModerator';

it('marks an item a moderator hid, with the reason, and nothing else', () => {
  const { rerender } = render(
    <HiddenByModerator item={{ hidden_at: '2026-11-27T10:00:00Z', hidden_reason: 'Advertises a paid course.' }} />,
  );
  expect(screen.getByLabelText('Hidden by a moderator: Advertises a paid course.')).toHaveTextContent(
    'Hidden by a moderator',
  );
  rerender(<HiddenByModerator item={{ hidden_at: null, hidden_reason: null }} />);
  expect(screen.queryByText('Hidden by a moderator')).not.toBeInTheDocument();
});
