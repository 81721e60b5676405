import { Button, Classes, Icon, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';

interface RowButtonProps {
  icon: IconName;
  /** The action ("Edit", "Elimina"); with the row's name it is the button's accessible name. */
  label: string;
  name: string;
  onClick: () => void;
  intent?: Intent;
  /** The hover text when it differs from the label (why the action is disabled). */
  title?: string;
  disabled?: boolean;
}

/** An icon-only action of a table row: its name says what it does to which row. */
export function RowButton({ icon, label, name, onClick, intent, title, disabled }: RowButtonProps) {
  return (
    <Button
      variant="minimal"
      icon={icon}
      intent={intent}
      title={title ?? label}
      aria-label={`${label} ${name}`}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

interface RowActionsProps {
  /** The row's name: each action's accessible name is its label and this name. */
  name: string;
  /** The row's detail screen, as an eye icon link. */
  view?: { to: string; label: string };
  /** Edit, where the row may be edited. */
  edit?: { label: string; onClick: () => void } | false;
  /** Delete (or cancel, with its own icon), where the row allows it. */
  remove?: { label: string; onClick: () => void; icon?: IconName } | false;
}

/** A row's actions cell: view (a real link styled as a minimal icon button), edit, delete. */
export function RowActions({ name, view, edit, remove }: RowActionsProps) {
  const viewLabel = view && `${view.label} ${name}`;
  return (
    <>
      {view && (
        <Link to={view.to} className={`${Classes.BUTTON} ${Classes.MINIMAL}`} aria-label={viewLabel} title={viewLabel}>
          <Icon icon="eye-open" />
        </Link>
      )}
      {edit && <RowButton icon="edit" label={edit.label} name={name} onClick={edit.onClick} />}
      {remove && (
        <RowButton
          icon={remove.icon ?? 'trash'}
          intent="danger"
          label={remove.label}
          name={name}
          onClick={remove.onClick}
        />
      )}
    </>
  );
}
