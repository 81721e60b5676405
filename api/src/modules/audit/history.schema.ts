// Document history on GraphQL (issue 17 point 2): a `history` field on each document type with a
// timeline, read from the audit log; the document's own visibility is the history's.
import { builder } from '../../builder.ts';
import type { HistoryChange } from './history.ts';
import { historyTypeOfEntity } from './history-kinds.ts';
import { visibleDocumentHistory, type HistoryEntry } from './history.service.ts';

const HistoryChangeRef = builder.objectRef<HistoryChange>('HistoryChange').implement({
  description: 'One field of an entry: before -> after, or (before null) the value it records.',
  fields: (t) => ({
    field: t.exposeString('field'),
    label: t.exposeString('label', { description: 'The field’s name in the screen’s language.' }),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

const HistoryEntryRef = builder.objectRef<HistoryEntry>('HistoryEntry').implement({
  description: 'Who did what to a document, and when (an audit log entry).',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    actor: t.exposeString('actor', { description: 'The person’s name; their e-mail or System when not a user.' }),
    action: t.exposeString('action', { description: 'The audit action: create, approve_finance, status:sent ...' }),
    label: t.exposeString('label', { description: 'The action in the screen’s language.' }),
    changes: t.field({ type: [HistoryChangeRef], resolve: (e) => e.changes }),
  }),
});

/**
 * The GraphQL types with a timeline: each history kind's entity (a Prisma model of the same name).
 * Typed as one of them (Offer): the field selects and reads only `id`, which each has, and checking it
 * against the union of every model's name took the compiler 32 of the project's 46 seconds (5 when
 * generic in the model).
 */
for (const [typeName, type] of Object.entries(historyTypeOfEntity)) {
  builder.prismaObjectField(typeName as 'Offer', 'history', (t) =>
    t.field({
      type: [HistoryEntryRef],
      description: 'The document’s history, oldest first: state changes, approvals, edits, files.',
      select: { id: true },
      resolve: (row, _args, ctx) => visibleDocumentHistory(ctx, type, row.id),
    }),
  );
}
