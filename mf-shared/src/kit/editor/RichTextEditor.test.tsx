import { act, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { createRef } from 'react';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextEditorHandle } from './types';

it('loads lazily, shows the value and inserts text at the cursor through its handle', async () => {
  const ref = createRef<RichTextEditorHandle>();
  const onChange = jest.fn();
  render(
    <RichTextEditor ref={ref} value="<p>Hello <strong>you</strong></p>" onChange={onChange} aria-label="Message" />,
  );
  const area = await screen.findByRole('textbox', { name: 'Message' });
  expect(area.querySelector('strong')).toHaveTextContent('you');
  expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
  expect(area.closest('.pp-editor__area')).toHaveStyle({ height: '200px' });

  act(() => ref.current!.insertText('{name}'));
  expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('{name}'));
});

it('works as a form control: the form reads its HTML and an empty editor is empty', async () => {
  let form: ReturnType<typeof Form.useForm>[0];
  const ref = createRef<RichTextEditorHandle>();
  function Harness() {
    [form] = Form.useForm();
    return (
      <Form form={form} initialValues={{ content: '' }}>
        <Form.Item name="content" rules={[{ required: true, message: 'This field is required' }]}>
          <RichTextEditor ref={ref} aria-label="Content" />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  await screen.findByRole('textbox', { name: 'Content' });
  await act(async () => {
    await form.validateFields().catch(() => undefined);
  });
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true');

  await act(async () => ref.current!.insertText('Hi'));
  expect(form!.getFieldValue('content')).toBe('<p>Hi</p>');
  await waitFor(() => expect(form!.getFieldError('content')).toEqual([]));
  // A value set by the form (a loaded record) replaces the text.
  act(() => form!.setFieldsValue({ content: '<p><em>Loaded</em></p>' }));
  expect(screen.getByRole('textbox', { name: 'Content' }).querySelector('em')).toHaveTextContent('Loaded');
});
