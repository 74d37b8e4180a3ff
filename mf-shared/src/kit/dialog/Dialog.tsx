import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
  children: ReactNode;
}

/**
 * A modal dialog without antd (issue 25): the browser's own `<dialog>` opened with `showModal()`,
 * so the page behind is inert, Tab stays inside and Escape closes. The focus goes to the first
 * field inside (else the close button) and back to what had it when the dialog goes. The close
 * button sits in the heading's row, never over the title.
 */
export function Dialog({ title, onClose, width = 520, placement = 'center', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // What had the focus before the dialog rendered (a field's autoFocus would take it on commit).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // an environment without modal dialogs (jsdom)
    }
    dialog.querySelector<HTMLElement>('.kit-dialog__body :is(input, textarea, select):not([disabled])')?.focus();
    return () => {
      // Unmounted without the browser closing it (the caller's state): the focus still goes back.
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  return (
    <dialog
      ref={ref}
      className={`kit-dialog kit-dialog--${placement}`}
      aria-labelledby={titleId}
      style={{ width: placement === 'right' ? `min(${width}px, 100vw)` : `min(${width}px, calc(100vw - 24px))` }}
      // Escape: the browser would close it on its own; the caller decides.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A press on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="kit-dialog__head">
        <h2 id={titleId} className="kit-dialog__title">
          {title}
        </h2>
        <button type="button" className="kit-dialog__close" aria-label="Close" onClick={() => onClose()}>
          ×
        </button>
      </div>
      <div className="kit-dialog__body">{children}</div>
    </dialog>
  );
}
