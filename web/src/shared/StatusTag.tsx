import { Tag, type Intent } from '@blueprintjs/core';

/**
 * A status as a round tag in its colour. `multiline` stops Blueprint's Text from measuring each tag
 * for an ellipsis in a layout effect (a forced layout and a second render per tag on every list and
 * the dashboard); the label is one word or two, kept on one line by .status-tag instead of being cut.
 */
export function StatusLabel({ label, intent }: { label: string; intent: Intent }) {
  return (
    <Tag minimal round multiline className="status-tag" intent={intent}>
      {label}
    </Tag>
  );
}

/** A document status: the screen's label and colour, the raw value when unknown. */
export function StatusTag<S extends string>({
  status,
  labels,
  intents,
}: {
  status: string;
  labels: Record<S, string>;
  intents: Record<S, Intent>;
}) {
  const known = status in labels ? (status as S) : null;
  return <StatusLabel label={known ? labels[known] : status} intent={known ? intents[known] : 'none'} />;
}
