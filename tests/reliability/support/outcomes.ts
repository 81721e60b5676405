/** Classifies one racing request's answer (GraphQL typed-error union or legacy REST JSON). */
export const CONFLICT = 'conflict';

export interface Outcome {
  token: string;
  /** win, conflict, or what went wrong: http-<status>, graphql-<code>, <typename>. */
  kind: string;
  message?: string;
}

interface GraphqlAnswer {
  status: number;
  data?: Record<string, { __typename?: string; message?: string } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}
interface RestAnswer {
  status: number;
  body: { success?: boolean; error?: string; message?: string } | string;
}

export function outcome(answer: unknown, field: string): Omit<Outcome, 'token'> {
  const a = answer as GraphqlAnswer | RestAnswer;
  if (a.status >= 500) return { kind: `http-${a.status}`, message: JSON.stringify(a).slice(0, 300) };
  if ('body' in a) {
    if (a.status >= 200 && a.status < 300) return { kind: 'win' };
    const body = typeof a.body === 'string' ? { error: a.body } : a.body;
    const message = body.error ?? body.message;
    return { kind: a.status === 409 ? CONFLICT : `http-${a.status}`, message };
  }
  if (a.errors?.length)
    return { kind: `graphql-${a.errors[0]!.extensions?.code ?? '?'}`, message: a.errors[0]!.message };
  const result = a.data?.[field];
  const typename = result?.__typename ?? 'no result';
  if (typename.startsWith('Mutation') && typename.endsWith('Success')) return { kind: 'win' };
  return { kind: typename === 'ConflictError' ? CONFLICT : typename, message: result?.message };
}

/** Prints the race's figure line (the numbers docs/reliability.md reports). */
export function summarize(name: string, results: Outcome[], ms: number): void {
  const counts = new Map<string, number>();
  for (const r of results) counts.set(r.kind, (counts.get(r.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ');
  console.log(`race ${name}: ${results.length} concurrent requests -> ${parts} (${ms} ms)`);
}
