import { Skeleton } from 'antd';
import { lazy, Suspense, type Ref } from 'react';
import { EDITOR_HEIGHT, type RichTextEditorHandle, type RichTextEditorProps } from './types';

// ProseMirror and Tiptap (~100 KB gzip) load with the first editor shown, not with the page's bundle.
const TiptapEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './TiptapEditor'));

/**
 * The rich text editor (spec section 9): HTML value, toolbar for bold, italic, lists and links,
 * 200 px high. Works as an antd form control; its ref can insert text at the cursor.
 */
export function RichTextEditor({ ref, ...props }: RichTextEditorProps & { ref?: Ref<RichTextEditorHandle> }) {
  const height = props.height ?? EDITOR_HEIGHT;
  return (
    <Suspense
      fallback={
        <div aria-busy="true" aria-label={props['aria-label']} style={{ height: height + 41 }}>
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        </div>
      }
    >
      <TiptapEditor ref={ref} {...props} />
    </Suspense>
  );
}
