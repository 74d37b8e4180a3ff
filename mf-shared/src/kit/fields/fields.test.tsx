import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { array, number, object, string } from 'yup';
import { CharacterCount, Field } from './Field';
import { MultiSelect } from './MultiSelect';
import { TagsInput } from './TagsInput';
import { schemaResolver } from './schemaResolver';
import { applyServerErrorsTo } from './serverErrors';

interface Values {
  title: string;
  note: string;
}

const schema = object({
  title: string().trim().required('This field is required'),
  note: string().max(5, 'At most 5'),
  items: array(object({ id: number().min(1, 'Pick one') })),
});
let form: UseFormReturn<Values>;
const submitted = jest.fn();

function Harness() {
  const instance = useForm<Values>({
    defaultValues: { title: '', note: '' },
    // What is checked is what would be sent (here the values with an empty list).
    resolver: schemaResolver(schema, (v: Values) => ({ ...v, items: [] })),
  });
  useEffect(() => {
    form = instance;
  }, [instance]);
  const { errors } = instance.formState;
  return (
    <form noValidate onSubmit={(e) => void instance.handleSubmit(submitted)(e)}>
      <Field label="Title" hint="One line." error={errors.title?.message} required>
        {(control) => <input {...control} {...instance.register('title')} />}
      </Field>
      <Field
        label="Note"
        error={errors.note?.message}
        aside={<CharacterCount value={instance.getValues('note')} max={5} />}
      >
        {(control) => <input {...control} {...instance.register('note')} />}
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(() => submitted.mockClear());

it('says each broken rule on its field, read with the field and its hint; the first field wrong takes the focus', async () => {
  render(<Harness />);
  await userEvent.type(screen.getByLabelText('Note'), 'too long');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const title = screen.getByLabelText('Title');
  await waitFor(() => expect(title).toHaveAccessibleDescription('This field is required One line.'));
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAttribute('aria-required', 'true');
  // The required mark is seen, not read: the name stays the label's words.
  expect(screen.getByRole('textbox', { name: 'Title' })).toBe(title);
  expect(title).toHaveFocus();
  expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('At most 5');
  // The count stays outside the field's name.
  expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['This field is required', 'At most 5']);
  expect(submitted).not.toHaveBeenCalled();
});

it('names a nested rule by its field (items.0.id counts for items) and sends once every rule holds', async () => {
  const resolver = schemaResolver(schema, (v: Values & { items?: unknown }) => ({ ...v, items: [{ id: 0 }] }));
  const answer = await resolver({ title: 'T', note: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
  expect(answer.errors).toEqual({ items: { type: 'min', message: 'Pick one' } });

  render(<Harness />);
  await userEvent.type(screen.getByLabelText('Title'), 'Kept');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  expect(submitted.mock.calls[0][0]).toEqual({ title: 'Kept', note: '' });
});

it("puts the API's field errors under the form's fields, keeps what was typed, and says the others in words", async () => {
  const shown = jest.spyOn(toast, 'error');
  render(<Harness />);
  await userEvent.type(screen.getByLabelText('Title'), 'Kept title');
  const unprocessable = {
    isAxiosError: true,
    toastId: 'api-toast',
    response: {
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { title: ['Title taken'], guest_id: ['You already have a pending request with this guest.'] },
      },
    },
  };
  let marked: string[] = [];
  act(() => {
    marked = applyServerErrorsTo(form, unprocessable);
  });
  expect(marked).toEqual(['title']);
  expect(await screen.findByText('Title taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('Kept title');
  expect(screen.getByLabelText('Title')).toHaveFocus();
  expect(shown).toHaveBeenCalledWith('You already have a pending request with this guest.', {
    id: 'api-toast',
    action: undefined,
  });
  shown.mockRestore();
});

it('lists the closest choices first, so Enter takes what was typed ("Asia" before "Asia Pacific" and "Central Asia")', async () => {
  const chosen = jest.fn();
  function Regions() {
    return (
      <Field label="Regions">
        {(control) => (
          <MultiSelect<number>
            {...control}
            value={[]}
            onChange={chosen}
            options={[
              { value: 1, label: 'Central Asia' },
              { value: 2, label: 'Asia Pacific' },
              { value: 3, label: 'Asia' },
            ]}
          />
        )}
      </Field>
    );
  }
  render(<Regions />);
  await userEvent.type(screen.getByRole('combobox', { name: 'Regions' }), 'asia');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Asia', 'Asia Pacific', 'Central Asia']);
  await userEvent.keyboard('{Enter}');
  expect(chosen).toHaveBeenCalledWith([3]);
});

it('shows options found elsewhere as they are, with its own words when none is left', async () => {
  const typed = jest.fn();
  render(
    <Field label="Related content">
      {(control) => (
        <MultiSelect<string>
          {...control}
          value={[]}
          onChange={jest.fn()}
          onTyped={typed}
          filterOptions={false}
          emptyText="No Result Found"
          options={[{ value: 'news:1', label: 'Grid storage (news)' }]}
        />
      )}
    </Field>,
  );
  await userEvent.type(screen.getByRole('combobox', { name: 'Related content' }), 'batteries');
  // The server found it for these words; the box does not filter it out again.
  expect(screen.getByRole('option', { name: 'Grid storage (news)' })).toBeInTheDocument();
  expect(typed).toHaveBeenLastCalledWith('batteries');
});

it('makes free words chips on Enter, at a comma and on leaving the box, once each; Enter never sends the form', async () => {
  const sent = jest.fn();
  function Industries() {
    const { handleSubmit, control } = useForm<{ industries: string[] }>({ defaultValues: { industries: [] } });
    return (
      <form onSubmit={(e) => void handleSubmit(sent)(e)}>
        <Field label="Industries">
          {(field) => (
            <Controller
              control={control}
              name="industries"
              render={({ field: { value, onChange } }) => <TagsInput {...field} value={value} onChange={onChange} />}
            />
          )}
        </Field>
        <button type="submit">Send</button>
      </form>
    );
  }
  render(<Industries />);
  const box = screen.getByRole('textbox', { name: 'Industries' });
  await userEvent.type(box, 'Energy{Enter}');
  await userEvent.type(box, 'Finance, energy,');
  await userEvent.type(box, 'Shipping');
  await userEvent.tab();
  expect(sent).not.toHaveBeenCalled();
  for (const word of ['Energy', 'Finance', 'Shipping'])
    expect(screen.getByRole('button', { name: `Remove ${word}` })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove energy' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Finance' }));
  await userEvent.type(box, '{Backspace}');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).toHaveBeenCalled());
  expect(sent.mock.calls[0][0]).toEqual({ industries: ['Energy'] });
});
