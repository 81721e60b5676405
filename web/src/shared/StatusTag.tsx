import { Tag, type Intent } from '@blueprintjs/core';

/** A document status as a round tag: the screen's label and colour, the raw value when unknown. */
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
    <Tag minimal round intent={known ? intents[known] : 'none'}>
      {known ? labels[known] : status}
    </Tag>
  );
}
