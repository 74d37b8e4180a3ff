import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Confirm } from '../confirm';
import { Button } from '../plain';
import type { DataColumn } from './DataTable';

/** A table's last column: the row's actions, its title for screen readers only. */
export function actionsColumn<T>(render: (row: T) => ReactNode): DataColumn<T> {
  return {
    key: 'actions',
    title: <span className="pp-visually-hidden">Actions</span>,
    render: (_: unknown, row: T) => render(row),
  };
}

export interface EditDeleteActionsProps {
  /** The row's name, in the labels and the question. */
  name: string;
  /** Where Edit goes. */
  editTo: string;
  /** What deleting means, under the question. */
  deleteDescription?: ReactNode;
  onDelete: () => unknown;
}

/** A row's Edit link and Delete button; Delete asks first. */
export function EditDeleteActions({ name, editTo, deleteDescription, onDelete }: EditDeleteActionsProps) {
  return (
    <div className="pp-row" style={{ gap: 4 }}>
      <Link to={editTo} aria-label={`Edit ${name}`} style={{ padding: '0 7px' }}>
        Edit
      </Link>
      <Confirm title={`Delete “${name}”?`} description={deleteDescription} okText="Delete" danger onConfirm={onDelete}>
        <Button variant="link" size="small" danger aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </Confirm>
    </div>
  );
}
