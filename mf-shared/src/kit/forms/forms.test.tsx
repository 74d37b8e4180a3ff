import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { object, string } from 'yup';
import { applyServerErrors } from './serverErrors';
import { yupRule } from './yupRule';

const schema = object({ title: string().required('This field is required'), note: string() });
let form: FormInstance;

function Harness() {
  const [instance] = Form.useForm();
  useEffect(() => {
    form = instance;
  }, [instance]);
  return (
    <Form form={instance}>
      <Form.Item name="title" label="Title" rules={[yupRule(schema, 'title')]}>
        <Input />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <Input />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

const unprocessable = (errors: Record<string, string[]>) => ({
  isAxiosError: true,
  response: { status: 422, data: { message: 'The given data was invalid.', errors } },
});

it('puts the first server message of each field under that field, keeping what was typed', async () => {
  render(<Harness />);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Kept title' } });
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Kept note' } });
  // As after a submit: the form's own checks have passed before the server answers.
  await act(() => form.validateFields());
  let marked: string[] = [];
  await act(async () => {
    marked = applyServerErrors(
      form,
      unprocessable({ title: ['The title has already been taken.', 'Second message'], note: ['Too long'] }),
    );
  });
  expect(marked).toEqual(['title', 'note']);
  expect(await screen.findByText('The title has already been taken.')).toBeInTheDocument();
  expect(screen.queryByText('Second message')).not.toBeInTheDocument();
  expect(screen.getByText('Too long')).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('Kept title');
  expect(screen.getByLabelText('Note')).toHaveValue('Kept note');
  expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
});

it('marks nothing when the error carries no field errors', () => {
  render(<Harness />);
  expect(applyServerErrors(form, new Error('network'))).toEqual([]);
});

it('checks a field with the shared schema and its message', async () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
});
