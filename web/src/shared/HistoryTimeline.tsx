import { Card, H4 } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { HistoryTimeline_entries$key } from '../__generated__/HistoryTimeline_entries.graphql.ts';
import { formatDateTime } from './dates.ts';
import './history-timeline.css';

/** The timeline's own words in each screen's language (the entries' labels come from the server). */
const TEXTS = {
  en: { title: 'History', empty: 'Nothing recorded yet.', at: 'on', by: 'by' },
  it: { title: 'Cronologia', empty: 'Nessuna attività registrata.', at: 'il', by: 'da' },
} as const;

interface HistoryTimelineProps {
  entries: HistoryTimeline_entries$key;
  /** The language of the screen it sits on (i18n/screens.ts). */
  lang: 'en' | 'it';
}

/**
 * A document's history (issue 17 point 2), oldest first: who, when, what, and the fields it changed
 * (before -> after). Used by every detail screen and dialog of a document with a `history` field.
 */
export function HistoryTimeline({ entries, lang }: HistoryTimelineProps) {
  const items = useFragment(
    graphql`
      fragment HistoryTimeline_entries on HistoryEntry @relay(plural: true) {
        at
        actor
        label
        changes {
          field
          label
          before
          after
        }
      }
    `,
    entries,
  );
  const t = TEXTS[lang];
  return (
    <Card className="history" aria-label={t.title} role="region">
      <H4>{t.title}</H4>
      {items.length === 0 ? (
        <p className="history__empty">{t.empty}</p>
      ) : (
        <ol className="history__list">
          {items.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="history__entry">
              <div className="history__what">{entry.label}</div>
              <div className="history__who">
                {t.by} {entry.actor} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </div>
              {entry.changes.length > 0 && (
                <ul className="history__changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      <span className="history__field">{change.label}:</span>{' '}
                      {change.before !== null && (
                        <>
                          <span className="history__before">{change.before}</span> →{' '}
                        </>
                      )}
                      <span className="history__after">{change.after ?? '—'}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
