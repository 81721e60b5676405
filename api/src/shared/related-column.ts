/**
 * The options of a nullable schema field showing one column of an optional related row (an invoice's
 * order number, its contract's name): `orderNumber: t.string(relatedColumn('order', 'orderNumber'))`.
 * Null when the row has no such relation.
 */
export function relatedColumn<R extends string, C extends string>(relation: R, column: C, description?: string) {
  return {
    nullable: true,
    description,
    select: { [relation]: { select: { [column]: true } } } as Record<R, { select: Record<C, true> }>,
    resolve: (row: Record<R, Record<C, string> | null>) => row[relation]?.[column] ?? null,
  } as const;
}
