import { Callout } from '@blueprintjs/core';
import { inboxTexts as t } from './texts.ts';

export interface DecidedItem {
  key: string;
  title: string;
  type: string;
  decision: 'approve' | 'reject';
  ok: boolean;
  message?: string | null;
}

/** The outcome of the last bulk decision, item by item: approved or rejected, or the server's reason for refusing it. */
export function InboxResults({ items }: { items: readonly DecidedItem[] }) {
  const failed = items.filter((item) => !item.ok).length;
  return (
    <Callout
      className="inbox__results"
      intent={failed ? 'warning' : 'success'}
      title={`${t.results.title}: ${t.results.summary(items.length - failed, failed)}`}
    >
      <ul aria-label={t.results.title}>
        {items.map((item) => (
          <li key={item.key}>
            <strong>{item.title}</strong>: {item.ok ? t.results.done(item.decision, item.type) : item.message}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
