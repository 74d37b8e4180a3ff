import { render, screen } from '@testing-library/react';
import { TextField } from './forms';

describe('a public form field', () => {
  it('is named by its label alone and described by its hint and its error', () => {
    render(
      <TextField
        name="email"
        label="Email"
        value="ana@"
        error="Must be valid email"
        hint="We reply here"
        onChange={jest.fn()}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAccessibleDescription('We reply here Must be valid email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Must be valid email');
  });

  it('has no description and is valid without an error or a hint', () => {
    render(<TextField name="name" label="Name" value="" onChange={jest.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).not.toHaveAttribute('aria-describedby');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });
});
