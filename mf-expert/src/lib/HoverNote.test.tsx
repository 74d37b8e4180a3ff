import { fireEvent, render, screen } from '@testing-library/react';
import { HiddenByModerator } from './HiddenByModerator';

const reason = "Only you see it. The moderator's reason: Advertises a paid course.";

it('shows its note while the element is hovered or focused, and hides it on Escape', () => {
  render(
    <HiddenByModerator item={{ hidden_at: '2026-11-27T10:00:00Z', hidden_reason: 'Advertises a paid course.' }} />,
  );
  const tag = screen.getByLabelText('Hidden by a moderator: Advertises a paid course.');
  expect(screen.queryByText(reason)).not.toBeInTheDocument();

  fireEvent.mouseEnter(tag);
  expect(screen.getByText(reason)).toBeInTheDocument();
  fireEvent.mouseLeave(tag);
  expect(screen.queryByText(reason)).not.toBeInTheDocument();

  fireEvent.focus(tag);
  expect(screen.getByText(reason)).toBeInTheDocument();
  fireEvent.keyDown(tag, { key: 'Escape' });
  expect(screen.queryByText(reason)).not.toBeInTheDocument();
  fireEvent.keyDown(tag, { key: 'Tab' });
  fireEvent.blur(tag);
  expect(screen.queryByText(reason)).not.toBeInTheDocument();
});
