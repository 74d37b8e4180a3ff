/** What a parent can do with the editor through its ref. */
export interface RichTextEditorHandle {
  /** Inserts plain text where the cursor was last (at the end if it never was), and focuses. */
  insertText(text: string): void;
  focus(): void;
}

/** The loaded editor's handle: a toolbar command pressed before it loaded is carried out on it. */
export interface LiveEditorHandle extends RichTextEditorHandle {
  command(command: import('./Toolbar').EditorCommand): void;
  /** A key pressed before the editor was there: a character, Enter, Backspace or Delete. */
  press(key: string): void;
  /** Text put in without keys that replaces the whole text (a fill, a paste over everything). */
  replaceText(text: string): void;
  /** Focuses the text now (not on the next frame), with the cursor at its end. */
  takeFocus(): void;
}

export interface RichTextEditorProps {
  /** HTML; an empty editor is ''. */
  value?: string;
  onChange?: (html: string) => void;
  /** From antd's Form.Item (kept on the editable element). */
  id?: string;
  /** The editable area is not a form element, so a <label for> does not name it: name it here. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Set by antd's Form.Item when the field has an error: the frame turns red. */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  placeholder?: string;
  disabled?: boolean;
  /** Height of the writing area in px; longer text scrolls (spec section 9: 200). */
  height?: number;
}

/** Spec section 9: the rich text editor is 200 px high. */
export const EDITOR_HEIGHT = 200;
