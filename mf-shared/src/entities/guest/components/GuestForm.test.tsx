import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ANN_LEE } from 'mf-shared/test/guest';
import { GuestForm, type GuestFormLookups, type GuestFormValues } from './GuestForm';

jest.setTimeout(20_000);

const lookups: GuestFormLookups = {
  countries: {
    isPending: false,
    data: [
      { id: 1, name: 'Singapore' },
      { id: 2, name: 'Japan' },
    ],
  },
  expertises: { isPending: false, data: [{ id: 5, name: 'Finance' }] },
  regions: { isPending: false, data: [{ id: 7, name: 'South-East Asia' }] },
  languages: { isPending: false, data: [{ id: 3, name: 'English' }] },
};

const DESCRIPTION =
  'Ann covers rates, inflation and the housing market across South-East Asia; she has advised two central banks.';

/** Everything valid but the fields a test fills in itself. */
const filled: Partial<GuestFormValues> = {
  ...ANN_LEE,
  country: [1],
  expertise: [5],
  available: [7],
  description: DESCRIPTION,
};

const unprocessable = (errors: Record<string, string[]>) => ({
  isAxiosError: true,
  response: { status: 422, data: { message: 'The given data was invalid.', errors } },
});

/** The control a label names (a list's options are named by it too: its text box is the field). */
const field = (label: string) => screen.getAllByLabelText(label)[0];
/** The rule's words read with the field (its error comes first in its description). */
const errorOf = (label: string) => {
  const item = field(label).closest('.pp-field') as HTMLElement;
  return item.querySelector('.pp-field__error')?.textContent ?? '';
};
const rating = () => screen.getByRole('slider', { name: 'Rating' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

it('sends nothing when empty and says under each field what the spec says', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(<GuestForm lookups={lookups} onSubmit={onSubmit} submitLabel="Next" />);
  submit();
  await waitFor(() => expect(errorOf('First name')).toBe('This field is required'));
  expect(errorOf('Last name')).toBe('This field is required');
  expect(errorOf('Gender')).toBe('This field is required');
  expect(errorOf('Title')).toBe('This field is required');
  expect(errorOf('Company name')).toBe('This field is required');
  expect(errorOf('LinkedIn')).toBe('This field is required');
  expect(errorOf('Country')).toBe('Choose at least one');
  expect(errorOf('Expertise')).toBe('Choose at least one');
  expect(errorOf('Available for appearances in')).toBe('Choose at least one');
  expect(errorOf('Description')).toBe('This field is required');
  // Optional fields are not wrong when empty; the rating starts at the spec's 4.
  expect(errorOf('Languages')).toBe('');
  expect(errorOf('Headline')).toBe('');
  expect(screen.getByText('4 of 5')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('checks LinkedIn and the description length, counts the characters remaining of 510, and keeps the rating in half steps', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(<GuestForm lookups={lookups} onSubmit={onSubmit} submitLabel="Next" />);
  expect(screen.getByText('510 characters remaining')).toBeInTheDocument();
  fireEvent.change(field('Description'), { target: { value: 'Too short to tell a journalist much.' } });
  expect(await screen.findByText('474 characters remaining')).toBeInTheDocument();
  fireEvent.change(field('LinkedIn'), { target: { value: 'https://example.com/ann' } });
  // The slider reads its value in words and goes no lower than the spec's 0.5.
  expect(rating()).toHaveAttribute('aria-valuetext', '4 of 5');
  fireEvent.change(rating(), { target: { value: '0' } });
  expect(await screen.findByText('0.5 of 5')).toBeInTheDocument();
  submit();
  await waitFor(() => expect(errorOf('Description')).toBe('This field must be at least 100 characters'));
  expect(errorOf('LinkedIn')).toBe('Must be valid LinkedIn profile url');
  expect(field('Description')).toHaveAccessibleDescription(
    'This field must be at least 100 characters At least 100 characters.',
  );
  expect(errorOf('Rating')).toBe('');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('asks for the company description only while it is to be shown', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(<GuestForm lookups={lookups} initialValues={filled} onSubmit={onSubmit} submitLabel="Next" />);
  const shown = screen.getByRole('checkbox', { name: 'Show the company description on the profile' });
  fireEvent.click(shown);
  await waitFor(() => expect(shown).toBeChecked());
  submit();
  await waitFor(() => expect(errorOf('Company description')).toBe('This field is required'));
  expect(onSubmit).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('checkbox', { name: 'Show the company description on the profile' }));
  submit();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ is_company_description_visible: false });
});

it('chooses from the reference lists it is given and sends ids, trimmed text and the rating', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(
    <GuestForm lookups={lookups} initialValues={{ ...filled, country: [] }} onSubmit={onSubmit} submitLabel="Next" />,
  );
  await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'jap{Enter}{Escape}');
  expect(screen.getByRole('button', { name: 'Remove Japan' })).toBeInTheDocument();
  fireEvent.change(field('First name'), { target: { value: '  Ann  ' } });
  // Half a star more than the default 4.
  fireEvent.change(rating(), { target: { value: '4.5' } });
  expect(await screen.findByText('4.5 of 5')).toBeInTheDocument();
  submit();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({
    ...filled,
    first_name: 'Ann',
    country: [2],
    languages: [],
    headline: '',
    rating: 4.5,
    is_company_description_visible: false,
    guest_company_description: '',
    manager_company_description: '',
  });
});

it('puts a 422 under its field and keeps everything typed', async () => {
  let reject: (reason: unknown) => void = () => undefined;
  const onSubmit = jest.fn(() => new Promise((_, no) => (reject = no)));
  render(<GuestForm lookups={lookups} initialValues={filled} onSubmit={onSubmit} submitLabel="Next" />);
  fireEvent.change(field('Title'), { target: { value: 'Head of Research' } });
  fireEvent.change(field('Headline'), { target: { value: 'Rates and housing, plainly' } });
  submit();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-busy', 'true'));
  const said = jest.spyOn(toast, 'error');
  await act(async () =>
    reject(
      unprocessable({
        linkedin: ['Must be valid LinkedIn profile url'],
        'country.0': ['Please choose valid options'],
        avatar: ['The avatar failed'],
      }),
    ),
  );
  await waitFor(() => expect(errorOf('LinkedIn')).toBe('Must be valid LinkedIn profile url'));
  // An item of a list marks the list; a field the form does not have is said in the API's words.
  expect(errorOf('Country')).toBe('Please choose valid options');
  expect(said).toHaveBeenCalledWith('The avatar failed', expect.anything());
  said.mockRestore();
  expect(field('Title')).toHaveValue('Head of Research');
  expect(field('Headline')).toHaveValue('Rates and housing, plainly');
  expect(field('Description')).toHaveValue(DESCRIPTION);
  expect(field('LinkedIn')).toHaveAttribute('aria-invalid', 'true');
});
