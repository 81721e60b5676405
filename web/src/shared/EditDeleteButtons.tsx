import { RowButton } from './RowButton.tsx';

interface EditDeleteButtonsProps {
  /** The row's name in both buttons' accessible names. */
  name: string;
  /** The two actions in the screen's language. */
  texts: { edit: string; remove: string };
  onEdit: () => void;
  onDelete: () => void;
  /** A row that cannot be deleted, and the hover text that says why. */
  deleteDisabled?: boolean;
  deleteTitle?: string;
}

/** The edit and delete actions of a table row. */
export function EditDeleteButtons(props: EditDeleteButtonsProps) {
  return (
    <>
      <RowButton icon="edit" label={props.texts.edit} name={props.name} onClick={props.onEdit} />
      <RowButton
        icon="trash"
        intent="danger"
        label={props.texts.remove}
        name={props.name}
        title={props.deleteTitle}
        disabled={props.deleteDisabled}
        onClick={props.onDelete}
      />
    </>
  );
}
