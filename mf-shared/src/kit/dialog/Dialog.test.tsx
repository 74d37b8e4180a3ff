import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask
      </button>
      {open && (
        <Dialog title="Ask Ann Lee a question" onClose={() => setOpen(false)}>
          <label htmlFor="q">Your question</label>
          <textarea id="q" />
        </Dialog>
      )}
    </>
  );
}

it('is named by its title, puts the focus in its first field, and gives it back to the opener on Close', () => {
  render(<Opener />);
  const ask = screen.getByRole('button', { name: 'Ask' });
  ask.focus();
  fireEvent.click(ask);
  const dialog = screen.getByRole('dialog', { name: 'Ask Ann Lee a question' });
  expect(screen.getByLabelText('Your question')).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog).not.toBeInTheDocument();
  expect(ask).toHaveFocus();
});

it('closes on a press beside it (the backdrop) and on Escape (the cancel event), not on a press inside', () => {
  render(<Opener />);
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  fireEvent.click(screen.getByLabelText('Your question'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
