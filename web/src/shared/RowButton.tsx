import { Button, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';

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
