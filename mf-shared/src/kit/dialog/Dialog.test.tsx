import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
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

it('closes on a press beside it (the backdrop) and on Escape, not on a press inside', () => {
  const { container } = render(<Opener />);
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  fireEvent.click(screen.getByLabelText('Your question'));
  expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
  fireEvent.click(container.querySelector('.kit-dialog-backdrop')!);
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps Tab inside: from the last control to the first and back', () => {
  render(<Opener />);
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  const close = screen.getByRole('button', { name: 'Close' });
  const field = screen.getByLabelText('Your question');
  // jsdom lays nothing out: every control counts as shown.
  for (const el of [close, field]) el.getClientRects = () => [{}] as unknown as DOMRectList;
  fireEvent.keyDown(field, { key: 'Tab' });
  expect(close).toHaveFocus();
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(field).toHaveFocus();
});

function RecordPanel() {
  const heading = useRef<HTMLSpanElement>(null);
  return (
    <Dialog
      title={
        <span ref={heading} tabIndex={-1}>
          Interview with Ann Lee
        </span>
      }
      initialFocus={heading}
      onClose={() => {}}
    >
      <p>The interview, read from the top.</p>
      <label htmlFor="note">Note</label>
      <textarea id="note" />
    </Dialog>
  );
}

it('puts the focus on the element given as initialFocus, not its first field, and Tab goes on from there', () => {
  render(<RecordPanel />);
  expect(screen.getByText('Interview with Ann Lee')).toHaveFocus();
  expect(screen.getByLabelText('Note')).not.toHaveFocus();
  const close = screen.getByRole('button', { name: 'Close' });
  const note = screen.getByLabelText('Note');
  for (const el of [close, note]) el.getClientRects = () => [{}] as unknown as DOMRectList;
  // Back from the title, before every control: round to the last, not out of the dialog.
  fireEvent.keyDown(screen.getByText('Interview with Ann Lee'), { key: 'Tab', shiftKey: true });
  expect(note).toHaveFocus();
});
