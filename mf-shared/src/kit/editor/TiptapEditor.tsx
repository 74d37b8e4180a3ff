import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Form, Input, Popover, Space } from 'antd';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { EDITOR_HEIGHT, type RichTextEditorHandle, type RichTextEditorProps } from './types';
import './editor.css';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Only web and mail links; anything else (javascript:, data:) is refused. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const withProtocol = (href: string) => (/^[a-z][a-z\d+.-]*:/i.test(href) ? href : `https://${href}`);

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const url = withProtocol(href.trim());
    if (!href.trim() || !SAFE_LINK.test(url)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setInvalid(false);
        }
      }}
      content={
        <Form layout="vertical" onFinish={apply} style={{ width: 'min(260px, 70vw)' }}>
          <Form.Item
            label="Link address"
            validateStatus={invalid ? 'error' : undefined}
            help={invalid ? 'Enter valid url' : undefined}
            style={{ marginBottom: 8 }}
          >
            <Input
              value={href}
              onChange={(e) => setHref(e.target.value)}
              placeholder="https://"
              autoFocus
              aria-label="Link address"
            />
          </Form.Item>
          <Space wrap>
            <Button type="primary" size="small" htmlType="submit">
              Apply
            </Button>
            {active && (
              <Button
                size="small"
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setOpen(false);
                }}
              >
                Remove link
              </Button>
            )}
          </Space>
        </Form>
      }
    >
      <Button size="small" type={active ? 'primary' : 'text'} aria-label="Link" aria-pressed={active}>
        Link
      </Button>
    </Popover>
  );
}

/**
 * The rich text editor of spec section 9 on Tiptap: bold, italic, lists and links, 200 px high
 * with the text scrolling inside. `value`/`onChange` carry HTML, so it sits in an antd Form.Item.
 * Loaded lazily (see RichTextEditor): pages without it do not carry ProseMirror.
 */
export default function TiptapEditor({
  ref,
  value,
  onChange,
  id,
  'aria-label': label,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': required,
  placeholder,
  disabled = false,
  height = EDITOR_HEIGHT,
}: RichTextEditorProps & { ref?: Ref<RichTextEditorHandle> }) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          // Pasted or typed links too: only what the server keeps, so nothing vanishes unannounced.
          isAllowedUri: (url) => SAFE_LINK.test(url),
        },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: changed }) => onChangeRef.current?.(htmlOf(changed)),
  });

  const hasError = invalid === true || invalid === 'true';
  // The editable element is ProseMirror's: name it and tie it to the form item's help and errors
  // (antd's Form.Item hands these aria props to its control).
  useEffect(() => {
    if (editor.isDestroyed) return;
    const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
    if (id) attributes.id = id;
    if (label) attributes['aria-label'] = label;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (hasError) attributes['aria-invalid'] = 'true';
    if (required === true || required === 'true') attributes['aria-required'] = 'true';
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, id, label, describedBy, hasError, required]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value set from outside (a loaded record, a reset) replaces the text; our own echo does not.
  useEffect(() => {
    if (!editor.isDestroyed && (value ?? '') !== htmlOf(editor))
      editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(
    ref,
    () => ({
      insertText: (text: string) => {
        editor.chain().focus().insertContent({ type: 'text', text }).run();
      },
      focus: () => {
        editor.commands.focus();
      },
    }),
    [editor],
  );

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      empty: e.isEmpty,
    }),
  });

  const tool = (name: string, text: string, pressed: boolean, run: () => void) => (
    <Button
      size="small"
      type={pressed ? 'primary' : 'text'}
      aria-label={name}
      aria-pressed={pressed}
      title={name}
      disabled={disabled}
      // Keep the cursor in the text while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </Button>
  );

  const classes = ['pp-editor', hasError && 'pp-editor--error', disabled && 'pp-editor--disabled'];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid="rich-text-editor">
      <div className="pp-editor__toolbar" role="toolbar" aria-label={label ? `${label} formatting` : 'Formatting'}>
        {tool('Bold', 'B', active.bold, () => editor.chain().focus().toggleBold().run())}
        {tool('Italic', 'I', active.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool('Bulleted list', '• List', active.bulletList, () => editor.chain().focus().toggleBulletList().run())}
        {tool('1. List: numbered list', '1. List', active.orderedList, () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
        {!disabled && <LinkButton editor={editor} active={active.link} />}
      </div>
      <div className="pp-editor__area" style={{ height }} onClick={() => editor.commands.focus()}>
        {active.empty && placeholder && (
          <span className="pp-editor__placeholder" aria-hidden>
            {placeholder}
          </span>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
