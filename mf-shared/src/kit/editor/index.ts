// The rich text editor (Tiptap), loaded lazily with the first page that shows one.
export { RichTextEditor } from './RichTextEditor';
export { EDITOR_HEIGHT, type RichTextEditorHandle, type RichTextEditorProps } from './types';
