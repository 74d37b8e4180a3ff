import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import './dialog.css';

export interface DialogProps {
  /** The dialog's heading, and its accessible name. */
  title: ReactNode;
  /** Escape, the × button or a press beside it (the backdrop) asks to close: the caller unmounts it. */
  onClose: () => void;
  /** Its widest (default 520 px); on a phone it is the screen less a margin. */
  width?: number;
  /** 'right': a side panel the height of the screen (antd's Drawer look), for a record read at length. */
  placement?: 'center' | 'right';
  /**
   * What takes the focus on open in place of the first field: for a record read from the top, an
   * element at the top (its title, with tabIndex -1). A ref (stable), set by the time the dialog opens.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether `later` comes after `node` in the document. */
const isAfter = (node: Node, later: Node) =>
  Boolean(node.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

/** What Tab may reach inside `root`: shown and not in a dialog opened inside it. */
const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.closest('.kit-dialog') === root && el.getClientRects().length > 0,
  );

/**
 * A modal dialog without antd (issue 25), drawn over a dimmed page as antd's Modal is: `<dialog>`
 * with `aria-modal`, Tab kept inside, Escape, the × or a press beside it closes, the page behind
 * does not scroll. Not the browser's `showModal()`: that makes the rest of the page inert, and
 * the app's toasts and antd's popups (a confirmation) live there. The focus goes to `initialFocus`
 * when given, else to the first field inside (else the close button), and back to what had it when
 * the dialog goes. The close button sits in the heading's row, never over the title.
 */
export function Dialog({ title, onClose, width = 520, placement = 'center', initialFocus, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // What had the focus before the dialog rendered (a field's autoFocus would take it on commit).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const field =
      initialFocus?.current ??
      dialog.querySelector<HTMLElement>('.kit-dialog__body :is(input, textarea, select):not([disabled])');
    (field ?? dialog.querySelector<HTMLElement>('.kit-dialog__close'))?.focus();
    const scroll = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = scroll;
      if (opener?.isConnected) opener.focus();
    };
  }, [opener, initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // A dialog opened from another (from a side panel) closes alone.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && ref.current) {
      event.stopPropagation();
      const reachable = focusables(ref.current);
      const first = reachable[0];
      const last = reachable[reachable.length - 1];
      const at = document.activeElement;
      if (!first) return;
      // Wrap when nothing Tab stops at lies that way: from the last control, back from the first,
      // or from an element Tab does not stop at before them (a title given the focus on open).
      const inside = at !== null && ref.current.contains(at);
      const wrap = event.shiftKey
        ? !inside || !reachable.some((el) => isAfter(el, at))
        : inside && !reachable.some((el) => isAfter(at, el));
      if (wrap) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
  };

  return (
    <div className={`kit-dialog-layer kit-dialog-layer--${placement}`}>
      <div className="kit-dialog-backdrop" aria-hidden onClick={onClose} />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        className={`kit-dialog kit-dialog--${placement}`}
        style={{ width: placement === 'right' ? `min(${width}px, 100vw)` : `min(${width}px, calc(100vw - 24px))` }}
        onKeyDown={onKeyDown}
      >
        <div className="kit-dialog__head">
          <h2 id={titleId} className="kit-dialog__title">
            {title}
          </h2>
          <button type="button" className="kit-dialog__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="kit-dialog__body">{children}</div>
      </dialog>
    </div>
  );
}
