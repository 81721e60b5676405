import { Button, HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface DraftTableProps<I> {
  /** The columns before the remove button; `num` right-aligns figures. */
  columns: readonly { label: string; num?: boolean }[];
  items: readonly I[];
  keyOf: (item: I, index: number) => string;
  /** The item's cells, in the columns' order. */
  cells: (item: I) => ReactNode[];
  /** Shown instead of the table while there is no item. */
  empty: string;
  removeLabel: string;
  onChange: (items: I[]) => void;
}

/** What a new offer gathers (products, documents, recipients): a compact table, each item removable. */
export function DraftTable<I>({ columns, items, keyOf, cells, empty, removeLabel, onChange }: DraftTableProps<I>) {
  if (items.length === 0) return <p className="proc-muted">{empty}</p>;
  const numClass = (index: number) => (columns[index]?.num ? 'proc-num' : undefined);
  return (
    <HTMLTable className="proc-table" compact>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column.label} className={numClass(index)}>
              {column.label}
            </th>
          ))}
          <th className="proc-actions" aria-label={removeLabel} />
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={keyOf(item, index)}>
            {cells(item).map((cell, column) => (
              <td key={column} className={numClass(column)}>
                {cell}
              </td>
            ))}
            <td className="proc-actions">
              <Button
                variant="minimal"
                icon="trash"
                aria-label={removeLabel}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
