import { Tag, type Intent } from '@blueprintjs/core';

/**
 * A document status as a round tag: the screen's label and colour, the raw value when unknown.
 * `multiline` stops Blueprint's Text from measuring each tag for an ellipsis in a layout effect (a
 * forced layout and a second render per tag on every list and the dashboard); the label is one word
 * or two, kept on one line by .status-tag instead of being cut.
 */
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
  return (
    <Tag minimal round multiline className="status-tag" intent={known ? intents[known] : 'none'}>
      {known ? labels[known] : status}
    </Tag>
  );
}
