import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';

/**
 * The filters on a narrow screen, in a drawer from the left. Loaded when first opened: a wide
 * screen shows the filters beside the results and never needs it.
 */
export default function FiltersDrawer({
  open,
  total,
  onClose,
  children,
}: {
  open: boolean;
  total: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      title="Filters"
      placement="left"
      open={open}
      onClose={onClose}
      size="min(320px, 100vw)"
      footer={
        <Button type="primary" block onClick={onClose}>
          Show {total} guests
        </Button>
      }
    >
      {open && children}
    </Drawer>
  );
}
