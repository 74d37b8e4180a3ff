import { cloneElement, Suspense, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { lazyThemed } from '../themed';

// antd's popup (and antd's core with it) loads when a question is first asked, not with the page.
const ConfirmPopup = lazyThemed(() => import('./ConfirmPopup'));

type Trigger = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

export interface ConfirmProps {
  /** The question, e.g. 'Delete this item?'. */
  title: ReactNode;
  description?: ReactNode;
  /** The confirming button's text. */
  okText?: string;
  cancelText?: string;
  /** A destructive action gets a red confirming button. */
  danger?: boolean;
  /** Runs on confirmation; while its promise is pending the button spins and the popup stays open. */
  onConfirm: () => unknown;
  /**
   * Runs before asking (a form's check): if its promise rejects, nothing is asked, so the person
   * mends what the form says first.
   */
  check?: () => Promise<unknown>;
  disabled?: boolean;
  /** The control that asks (a button or a link). */
  children: Trigger;
}

/** Asks before doing something that cannot be undone; nothing happens until it is confirmed. */
export function Confirm({
  title,
  description,
  okText = 'Yes',
  cancelText = 'Cancel',
  danger = false,
  onConfirm,
  check,
  disabled,
  children,
}: ConfirmProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const openWhenChecked = async (next: boolean) => {
    if (!next || !check) return setOpen(next);
    try {
      await check();
    } catch {
      return; // the form shows what is wrong
    }
    setOpen(true);
  };

  if (!asked)
    return cloneElement(children, {
      onClick: (event: MouseEvent) => {
        children.props.onClick?.(event);
        if (disabled) return;
        setAsked(true);
        void openWhenChecked(true);
      },
    });
  return (
    <Suspense fallback={children}>
      <ConfirmPopup
        title={title}
        description={description}
        okText={okText}
        cancelText={cancelText}
        danger={danger}
        open={open}
        onOpenChange={(next) => void openWhenChecked(next)}
        onConfirm={async () => {
          try {
            await onConfirm();
          } catch {
            // A failed action reports itself (the API client shows the server's message).
          }
          setOpen(false);
        }}
        disabled={disabled}
      >
        {children}
      </ConfirmPopup>
    </Suspense>
  );
}
