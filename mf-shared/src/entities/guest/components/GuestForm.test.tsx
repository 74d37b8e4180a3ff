import { act, fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
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

// Without motion, a message replaced by another shows at once (jsdom ends no CSS transition).
const render = (ui: ReactElement) =>
  renderUi(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

const field = (label: string) => screen.getByLabelText(label);
const errorOf = (label: string) => {
  const item = field(label).closest('.ant-form-item') as HTMLElement;
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent).join(' ');
};
const stars = () => document.querySelector('ul.ant-rate') as HTMLElement;
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

it('checks LinkedIn, the rating and the description length, and counts the characters remaining of 510', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(<GuestForm lookups={lookups} onSubmit={onSubmit} submitLabel="Next" />);
  expect(screen.getByText('510 characters remaining')).toBeInTheDocument();
  fireEvent.change(field('Description'), { target: { value: 'Too short to tell a journalist much.' } });
  expect(await screen.findByText('474 characters remaining')).toBeInTheDocument();
  fireEvent.change(field('LinkedIn'), { target: { value: 'https://example.com/ann' } });
  for (let i = 0; i < 8; i += 1) fireEvent.keyDown(stars(), { key: 'ArrowLeft', keyCode: 37 });
  expect(await screen.findByText('Not rated')).toBeInTheDocument();
  submit();
  await waitFor(() => expect(errorOf('Description')).toBe('This field must be at least 100 characters'));
  await waitFor(() => expect(errorOf('LinkedIn')).toBe('Must be valid LinkedIn profile url'));
  const rating = stars().closest('.ant-form-item') as HTMLElement;
  expect(rating.querySelector('.ant-form-item-explain-error')).toHaveTextContent('Must be bigger that 0');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('asks for the company description only while it is to be shown', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(<GuestForm lookups={lookups} initialValues={filled} onSubmit={onSubmit} submitLabel="Next" />);
  const shown = screen.getByRole('switch', { name: 'Show the company description on the profile' });
  fireEvent.click(shown);
  await waitFor(() => expect(shown).toBeChecked());
  submit();
  await waitFor(() => expect(errorOf('Company description')).toBe('This field is required'));
  expect(onSubmit).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('switch', { name: 'Show the company description on the profile' }));
  submit();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ is_company_description_visible: false });
});

it('chooses from the reference lists it is given and sends ids, trimmed text and the rating', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(
    <GuestForm lookups={lookups} initialValues={{ ...filled, country: [] }} onSubmit={onSubmit} submitLabel="Next" />,
  );
  fireEvent.mouseDown(field('Country'));
  fireEvent.click(await screen.findByTitle('Japan'));
  fireEvent.change(field('First name'), { target: { value: '  Ann  ' } });
  // Half a star more than the default 4, from the keyboard.
  fireEvent.keyDown(stars(), { key: 'ArrowRight', keyCode: 39 });
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
  // antd shows the spinner from an effect after the click's render: on a busy machine, a moment later.
  await waitFor(() => expect(screen.getByRole('button', { name: /Next/ })).toHaveClass('ant-btn-loading'));
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
  // An item of a list marks the list; a field the form does not have is said above the buttons.
  expect(errorOf('Country')).toBe('Please choose valid options');
  expect(screen.getByRole('alert')).toHaveTextContent('The avatar failed');
  expect(field('Title')).toHaveValue('Head of Research');
  expect(field('Headline')).toHaveValue('Rates and housing, plainly');
  expect(field('Description')).toHaveValue(DESCRIPTION);
  expect(field('LinkedIn')).toHaveAttribute('aria-invalid', 'true');
});
