import type { PrismaPg } from '@prisma/adapter-pg';

type NameStatement = NonNullable<NonNullable<ConstructorParameters<typeof PrismaPg>[1]>['statementNameGenerator']>;

/**
 * Statement names for Prisma's pg adapter: with a name, node-postgres prepares a statement once per
 * connection and PostgreSQL keeps its parse and rewrite for later runs; it also keeps its plan where
 * a transaction allows it (plan_cache_mode, db/tenant-scope.ts), which on bench_1m was half of a
 * 50-invoice read's time (docs/performance.md).
 *
 * Bounded: after `limit` distinct statement texts, new ones run unnamed (parsed and planned each
 * time, as before), so texts that vary without end (an IN list of every length) cannot grow each
 * connection's prepared statements without end. Row-level security stays per execution: the
 * policies read current_setting() when the statement runs, and PostgreSQL re-plans a cached plan
 * when the role it was planned for changes.
 */
export function statementNames(limit = 500): NameStatement {
  const names = new Map<string, string>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (name === undefined && names.size < limit) {
      name = `prisma_${names.size + 1}`;
      names.set(sql, name);
    }
    // The adapter hands the name to pg as is: none means an unnamed, unprepared statement.
    return name as string;
  };
}
