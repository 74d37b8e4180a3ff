import { Popconfirm } from 'antd';
import type { ReactElement, ReactNode } from 'react';

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
  disabled?: boolean;
  /** The control that asks (a button or a link). */
  children: ReactElement;
}

/** Asks before doing something that cannot be undone; nothing happens until it is confirmed. */
export function Confirm({
  title,
  description,
  okText = 'Yes',
  cancelText = 'Cancel',
  danger = false,
  onConfirm,
  disabled,
  children,
}: ConfirmProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger }}
      onConfirm={async () => {
        try {
          await onConfirm();
        } catch {
          // A failed action reports itself (the API client shows the server's message).
        }
      }}
      disabled={disabled}
    >
      {children}
    </Popconfirm>
  );
}
