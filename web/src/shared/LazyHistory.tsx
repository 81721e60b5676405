import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LazyHistoryQuery } from '../__generated__/LazyHistoryQuery.graphql.ts';
import { HistoryTimeline } from './HistoryTimeline.tsx';

/**
 * The history of a document shown in a dialog or a list row (payment, payment run, supplier): read
 * when it is opened, not with the list (issue 17 point 2).
 */
function HistoryOf({ id, lang }: { id: string; lang: 'en' | 'it' }) {
  const data = useLazyLoadQuery<LazyHistoryQuery>(
    graphql`
      query LazyHistoryQuery($id: ID!) {
        node(id: $id) {
          ... on Payment {
            history {
              ...HistoryTimeline_entries
            }
          }
          ... on PaymentRun {
            history {
              ...HistoryTimeline_entries
            }
          }
          ... on Supplier {
            history {
              ...HistoryTimeline_entries
            }
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const history = data.node?.history;
  return history ? <HistoryTimeline entries={history} lang={lang} /> : null;
}

export function LazyHistory({ id, lang }: { id: string; lang: 'en' | 'it' }) {
  return (
    <Suspense fallback={<Spinner size={20} />}>
      <HistoryOf id={id} lang={lang} />
    </Suspense>
  );
}

/** A dialog with a document's history only (a list row's "Cronologia" button). */
export function HistoryDialog(props: { id: string; lang: 'en' | 'it'; title: string; onClose: () => void }) {
  return (
    <Dialog isOpen title={props.title} onClose={props.onClose} className="dialog--narrow">
      <DialogBody>
        <LazyHistory id={props.id} lang={props.lang} />
      </DialogBody>
    </Dialog>
  );
}
