import { fireEvent, render, screen, within } from '@testing-library/react';
import { Gallery } from './Gallery';

const images = [
  'https://cdn.example.com/g1.webp',
  'https://cdn.example.com/g2.webp',
  'https://cdn.example.com/g3.webp',
];
const shownPicture = () => within(screen.getByRole('dialog', { name: 'Image' })).getByRole('img');

it('opens the picture chosen, named, with the focus on Close', () => {
  render(<Gallery images={images} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open picture 2 of 3' }));
  const dialog = screen.getByRole('dialog', { name: 'Image' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(shownPicture()).toHaveAttribute('src', images[1]);
  expect(shownPicture()).toHaveAccessibleName('Picture 2 of 3');
  expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Previous picture' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Next picture' })).toBeInTheDocument();
});

it('moves with the Next and Previous buttons and the arrow keys, round the ends', () => {
  render(<Gallery images={images} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open picture 3 of 3' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(shownPicture()).toHaveAttribute('src', images[0]);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
  expect(shownPicture()).toHaveAttribute('src', images[2]);
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
  expect(shownPicture()).toHaveAttribute('src', images[1]);
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(shownPicture()).toHaveAttribute('src', images[0]);
});

it('closes on Escape and gives the focus back to the thumbnail that opened it', () => {
  render(<Gallery images={images} />);
  const opener = screen.getByRole('button', { name: 'Open picture 2 of 3' });
  fireEvent.click(opener);
  // Moving on does not change where the focus returns.
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('closes with the Close button or a click beside the buttons, the focus back on its thumbnail', () => {
  render(<Gallery images={images} />);
  const opener = screen.getByRole('button', { name: 'Open picture 1 of 3' });
  fireEvent.click(opener);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  fireEvent.click(opener);
  fireEvent.click(screen.getByRole('dialog', { name: 'Image' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('keeps Tab inside the dialog', () => {
  render(<Gallery images={images} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 3' }));
  const close = screen.getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();
  fireEvent.keyDown(close, { key: 'Tab' });
  expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
  expect(close).toHaveFocus();
});

it('has no Previous or Next for a single picture, and nothing for none', () => {
  const { unmount } = render(<Gallery images={images.slice(0, 1)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 1' }));
  expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Previous picture' })).not.toBeInTheDocument();
  unmount();
  expect(render(<Gallery images={[]} />).container).toBeEmptyDOMElement();
});
