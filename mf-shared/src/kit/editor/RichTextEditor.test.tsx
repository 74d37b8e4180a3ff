import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { createRef, useState } from 'react';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextEditorHandle } from './types';

const loaded = () => waitFor(() => expect(screen.getByRole('textbox', { name: /./ })).toHaveClass('tiptap'));

// First in the file: Tiptap is not loaded yet (once loaded, a key goes straight to it).
it('keeps what is typed before the editor has loaded, in order with a press on the toolbar', async () => {
  function Harness() {
    const [html, setHtml] = useState('');
    return (
      <>
        <RichTextEditor value={html} onChange={setHtml} aria-label="Content" placeholder="Write…" />
        <output data-testid="html">{html}</output>
      </>
    );
  }
  render(<Harness />);
  expect(screen.getByText('Write…')).toBeInTheDocument();
  const waiting = screen.getByRole('textbox', { name: 'Content' });
  fireEvent.focus(waiting);
  for (const key of 'Dear X') fireEvent.keyDown(waiting, { key });
  fireEvent.keyDown(waiting, { key: 'Backspace' });
  fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
  fireEvent.keyDown(waiting, { key: 'A' });
  // Input without a key (a phone's keyboard, a paste) is kept too, never put in the waiting text.
  const input = new InputEvent('beforeinput', { inputType: 'insertText', data: 'B', cancelable: true, bubbles: true });
  waiting.dispatchEvent(input);
  expect(input.defaultPrevented).toBe(true);
  await loaded();
  // Typed into the editor once it was there: the keys, then Bold, then what came after.
  await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<p>Dear <strong>AB</strong></p>'));
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveFocus();
});

it('shows the value at once, and inserts text at the cursor through its handle once loaded', async () => {
  const ref = createRef<RichTextEditorHandle>();
  const onChange = jest.fn();
  render(
    <RichTextEditor ref={ref} value="<p>Hello <strong>you</strong></p>" onChange={onChange} aria-label="Message" />,
  );
  // Before Tiptap has loaded: the text, its name and the toolbar are there.
  const area = screen.getByRole('textbox', { name: 'Message' });
  expect(area.querySelector('strong')).toHaveTextContent('you');
  expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
  expect(area.closest('.pp-editor__area')).toHaveStyle({ height: '200px' });

  act(() => ref.current!.insertText('{name}'));
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('{name}')));
  expect(screen.getByRole('textbox', { name: 'Message' }).querySelector('strong')).toHaveTextContent('you');
});

it('opens the link row from the toolbar and refuses an address that is not a web or mail link', async () => {
  render(<RichTextEditor value="<p>Read this</p>" onChange={jest.fn()} aria-label="Text" />);
  fireEvent.click(screen.getByRole('button', { name: 'Link' }));
  const address = await screen.findByLabelText('Link address');
  expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'true');
  fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
  fireEvent.keyDown(address, { key: 'Enter' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter valid url');
  expect(address).toHaveAccessibleDescription('Enter valid url');
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
  await act(async () => {
    await form.validateFields().catch(() => undefined);
  });
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true');

  act(() => ref.current!.insertText('Hi'));
  await waitFor(() => expect(form!.getFieldValue('content')).toBe('<p>Hi</p>'));
  await waitFor(() => expect(form!.getFieldError('content')).toEqual([]));
  // A value set by the form (a loaded record) replaces the text.
  act(() => form!.setFieldsValue({ content: '<p><em>Loaded</em></p>' }));
  expect(screen.getByRole('textbox', { name: 'Content' }).querySelector('em')).toHaveTextContent('Loaded');
});
