import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import { Toolbar, type EditorCommand } from './Toolbar';
import { EDITOR_HEIGHT, type LiveEditorHandle, type RichTextEditorHandle, type RichTextEditorProps } from './types';
import './editor.css';

// ProseMirror and Tiptap (~100 KB gzip) load when a person first goes into the text or its
// toolbar, not with the page: a page with an editor opens as light as one without (issue 25).
const TiptapEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './TiptapEditor'));

type Pending = (editor: LiveEditorHandle) => void;

/** Keys a person may press in the text before the editor is there, replayed on it once loaded. */
const REPLAYED_KEYS = new Set(['Enter', 'Backspace', 'Delete']);

/** Deletions and new lines from input that came without a key (a screen keyboard, an autofill). */
const INPUT_KEYS: Record<string, string> = {
  insertParagraph: 'Enter',
  insertLineBreak: 'Enter',
  deleteContentBackward: 'Backspace',
  deleteContentForward: 'Delete',
};

/**
 * Until the editor has loaded: the same frame and toolbar, and the value shown with the editor's
 * name and ties, editable to the browser (a caret, and input that comes without keys: a paste, a
 * phone's keyboard, dictation, a test's fill) but never changed here. Going into it loads the
 * editor; what is typed or put in meanwhile is kept, in order, and typed into the editor once it
 * is there (the text is never edited in two places).
 */
function WaitingEditor({
  onFocusChange,
  onWake,
  onKey,
  onText,
  value,
  id,
  'aria-label': label,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': required,
  placeholder,
  disabled,
  height = EDITOR_HEIGHT,
}: RichTextEditorProps & {
  onFocusChange: (focused: boolean) => void;
  onWake: (command?: EditorCommand) => void;
  onKey: (key: string) => void;
  /** Text put in without keys; `all` when it replaces the whole text (a fill, a paste over all). */
  onText: (text: string, all: boolean) => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onKey, onText });
  useEffect(() => {
    handlers.current = { onKey, onText };
  });
  // React has no beforeinput with its input type: the browser's own event, refused and kept.
  useEffect(() => {
    const element = area.current;
    if (!element || disabled) return;
    const refuse = (event: InputEvent) => {
      event.preventDefault();
      const key = INPUT_KEYS[event.inputType];
      if (key) return handlers.current.onKey(key);
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (!event.inputType.startsWith('insert') || !text) return;
      // The whole text selected: its characters all in the selection (blocks add line breaks to it).
      const bare = (words: string) => words.replace(/\s+/g, '');
      const selection = window.getSelection();
      const chosen = selection && !selection.isCollapsed ? bare(selection.toString()) : '';
      handlers.current.onText(text, chosen !== '' && chosen === bare(element.textContent ?? ''));
    };
    element.addEventListener('beforeinput', refuse);
    return () => element.removeEventListener('beforeinput', refuse);
  }, [disabled]);
  const hasError = invalid === true || invalid === 'true';
  const classes = ['pp-editor', hasError && 'pp-editor--error', disabled && 'pp-editor--disabled'];
  const html = useMemo(() => sanitizeHtml(value ?? ''), [value]);
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid="rich-text-editor">
      <Toolbar label={label} active={{}} disabled={disabled} onCommand={onWake} />
      <div className="pp-editor__area" style={{ height }}>
        {!value && placeholder && (
          <span className="pp-editor__placeholder" aria-hidden>
            {placeholder}
          </span>
        )}
        <div
          ref={area}
          className="tiptap ProseMirror"
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
          aria-required={required === true || required === 'true' || undefined}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? -1 : 0}
          contentEditable={!disabled}
          suppressContentEditableWarning
          onPointerDown={() => !disabled && onWake()}
          onFocus={() => {
            if (disabled) return;
            onFocusChange(true);
            onWake();
          }}
          onBlur={(event) => event.relatedTarget && onFocusChange(false)}
          onKeyDown={(event) => {
            if (disabled || event.ctrlKey || event.metaKey || event.altKey) return;
            if (event.key.length === 1 || REPLAYED_KEYS.has(event.key)) {
              event.preventDefault();
              onKey(event.key);
            }
          }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </div>
  );
}

/**
 * The rich text editor (spec section 9): HTML value, toolbar for bold, italic, lists and links,
 * 200 px high. A form control (antd's Form.Item or a react-hook-form Controller); its ref can
 * insert text at the cursor. Tiptap loads at the first focus or press; what was asked of it
 * before (a press, an insert) is carried out once it is there.
 */
export function RichTextEditor({ ref, ...props }: RichTextEditorProps & { ref?: Ref<RichTextEditorHandle> }) {
  const [awake, setAwake] = useState(false);
  // Whether the cursor is in the waiting editor. Set by its focus; cleared when focus moves to
  // another control (its removal at the swap, or a click on nothing, leaves it set).
  const inText = useRef(false);
  const live = useRef<LiveEditorHandle | null>(null);
  const pending = useRef<Pending[]>([]);

  // A transition: the waiting editor stays, focused and taking keys, until the editor is loaded.
  const load = () => startTransition(() => setAwake(true));
  const whenLive = (action: Pending) => {
    if (live.current) return action(live.current);
    pending.current.push(action);
    load();
  };
  useImperativeHandle(ref, () => ({
    insertText: (text) => whenLive((editor) => editor.insertText(text)),
    focus: () => whenLive((editor) => editor.focus()),
  }));
  const wake = (command?: EditorCommand) => (command ? whenLive((editor) => editor.command(command)) : load());

  const waiting = (
    <WaitingEditor
      {...props}
      onFocusChange={(focused) => (inText.current = focused)}
      onWake={wake}
      onKey={(key) => whenLive((editor) => editor.press(key))}
      onText={(text, all) => whenLive((editor) => (all ? editor.replaceText(text) : editor.insertText(text)))}
    />
  );
  return (
    <Suspense fallback={waiting}>
      {awake ? (
        <TiptapEditor
          {...props}
          ref={(editor: LiveEditorHandle | null) => {
            live.current = editor;
            if (!editor) return;
            const actions = pending.current.splice(0);
            // At once, not on the next frame: a key pressed now lands in the text, at its end (where
            // the waiting editor's keys went on).
            if (inText.current || actions.length) editor.takeFocus();
            inText.current = false;
            actions.forEach((action) => action(editor));
          }}
        />
      ) : (
        waiting
      )}
    </Suspense>
  );
}
