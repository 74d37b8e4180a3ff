import { Popconfirm } from 'antd';
import type { ReactElement, ReactNode } from 'react';

export interface ConfirmPopupProps {
  title: ReactNode;
  description?: ReactNode;
  okText: string;
  cancelText: string;
  danger: boolean;
  disabled?: boolean;
  open: boolean;
  onOpenChange: (next: boolean) => void;
  onConfirm: () => Promise<void>;
  children: ReactElement;
}

/** antd's Popconfirm, loaded with the first question asked (Confirm). */
export default function ConfirmPopup({ danger, ...props }: ConfirmPopupProps) {
  return <Popconfirm {...props} okButtonProps={{ danger }} />;
}
