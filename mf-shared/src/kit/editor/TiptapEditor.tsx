import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Selection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button } from 'mf-shared/kit/plain';
import { Toolbar, type EditorCommand } from './Toolbar';
import { EDITOR_HEIGHT, type LiveEditorHandle, type RichTextEditorProps } from './types';
import './editor.css';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Only web and mail links; anything else (javascript:, data:) is refused. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const withProtocol = (href: string) => (/^[a-z][a-z\d+.-]*:/i.test(href) ? href : `https://${href}`);

/**
 * The link's address, in a row under the toolbar (a disclosure the Link button opens): Enter or
 * Apply sets it on the selection (or inserts it as text), Escape closes it.
 */
function LinkForm({ editor, active, onClose }: { editor: Editor; active: boolean; onClose: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [invalid, setInvalid] = useState(false);
  const id = useId();

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
    onClose();
  };

  // Not a <form>: the editor sits inside the page's form, and forms do not nest.
  return (
    <div className="pp-editor__link" role="group" aria-label="Link">
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        className="pp-input"
        value={href}
        placeholder="https://"
        // Opened by the Link button for this one entry.
        autoFocus
        inputMode="url"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setInvalid(false);
        }}
        onKeyDown={(e) => {
          // Enter sets the link, never sends the page's form.
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onClose();
            editor.commands.focus();
          }
        }}
      />
      <Button variant="primary" size="small" onClick={apply}>
        Apply
      </Button>
      {active && (
        <Button
          size="small"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Remove link
        </Button>
      )}
      {invalid && (
        <span id={`${id}-error`} className="pp-editor__link-error" role="alert">
          Enter valid url
        </span>
      )}
    </div>
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
}: RichTextEditorProps & { ref?: Ref<LiveEditorHandle> }) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const emit = (html: string) => onChangeRef.current?.(html);

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
    onUpdate: ({ editor: changed }) => emit(htmlOf(changed)),
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

  // A value set from outside (a loaded record, a reset) replaces the text. Only a change of the
  // value counts: until the form has caught up with what was typed, its value is older than the
  // text (keys typed before the editor loaded land in the same commit), and must not undo it.
  const lastValue = useRef(value ?? '');
  useEffect(() => {
    const next = value ?? '';
    if (editor.isDestroyed || next === lastValue.current) return;
    lastValue.current = next;
    if (next !== htmlOf(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const [linkOpen, setLinkOpen] = useState(false);
  function run(command: EditorCommand) {
    if (command === 'link') return setLinkOpen((open) => !open);
    const chain = editor.chain().focus();
    if (command === 'bold') chain.toggleBold().run();
    else if (command === 'italic') chain.toggleItalic().run();
    else if (command === 'bulletList') chain.toggleBulletList().run();
    else chain.toggleOrderedList().run();
  }

  useImperativeHandle(
    ref,
    () => ({
      insertText: (text: string) => {
        editor.chain().focus().insertContent({ type: 'text', text }).run();
      },
      focus: () => {
        editor.commands.focus();
      },
      command: run,
      press: (key: string) => {
        if (key.length === 1) return editor.commands.insertContent({ type: 'text', text: key });
        // A character is deleted by the browser, not by a command: do it; at a block's edge the
        // editor's own key joins the blocks.
        const { empty, from, $from } = editor.state.selection;
        if (key !== 'Enter' && !empty) return editor.commands.deleteSelection();
        if (key === 'Backspace' && $from.parentOffset > 0)
          return editor.commands.deleteRange({ from: from - 1, to: from });
        if (key === 'Delete' && $from.parentOffset < $from.parent.content.size)
          return editor.commands.deleteRange({ from, to: from + 1 });
        editor.commands.keyboardShortcut(key);
      },
      replaceText: (text: string) => {
        editor.chain().selectAll().insertContent({ type: 'text', text }).run();
      },
      takeFocus: () => {
        editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
        editor.view.focus();
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run reads the editor only
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

  const classes = ['pp-editor', hasError && 'pp-editor--error', disabled && 'pp-editor--disabled'];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid="rich-text-editor">
      <Toolbar label={label} active={active} disabled={disabled} linkOpen={linkOpen} onCommand={run} />
      {linkOpen && !disabled && <LinkForm editor={editor} active={active.link} onClose={() => setLinkOpen(false)} />}
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
