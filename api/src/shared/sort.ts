import { builder } from '../builder.ts';

/**
 * Server-side sort of the list connections. Each list declares its sortable columns once; the helper
 * adds the GraphQL input `<Type>Sort { field, direction }` and turns an argument into Prisma's
 * orderBy, always ending with the id in the same direction so equal values keep one order and
 * cursor paging stays stable. The where clause (tenant scope, filters) is untouched.
 */
export type SortDirection = 'asc' | 'desc';

export const SortDirectionEnum = builder.enumType('SortDirection', {
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } as const,
});

function sortInput(typeName: string, columns: readonly string[]) {
  const field = builder.enumType(`${typeName}SortField`, { values: columns });
  return builder.inputType(`${typeName}Sort`, {
    description: `Sort order of the ${typeName} list; ties are broken by id in the same direction.`,
    fields: (t) => ({
      field: t.field({ type: field, required: true }),
      direction: t.field({ type: SortDirectionEnum, required: false, description: 'ASC when absent.' }),
    }),
  });
}

export interface ListSort<O> {
  /** The type of the connection's `orderBy` argument. */
  input: ReturnType<typeof sortInput>;
  /** Prisma orderBy for an argument; undefined without one (the list keeps its default order). */
  orderBy(sort: { field: string; direction?: SortDirection | null } | null | undefined): O[] | undefined;
}

/**
 * typeName 'Product' declares ProductSort / ProductSortField; columns maps each GraphQL field name
 * (NAME, PRICE...) to the Prisma order of that column (one or several keys).
 */
export function listSort<O>(
  typeName: string,
  columns: Record<string, (direction: SortDirection) => O | O[]>,
): ListSort<O> {
  return {
    input: sortInput(typeName, Object.keys(columns)),
    orderBy(sort) {
      const column = sort ? columns[sort.field] : undefined;
      if (!sort || !column) return undefined;
      const direction = sort.direction ?? 'asc';
      return [...([] as O[]).concat(column(direction)), { id: direction } as O];
    },
  };
}
