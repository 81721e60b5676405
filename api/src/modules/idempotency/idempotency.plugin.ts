import type { Plugin } from 'graphql-yoga';
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Context } from '../../context.ts';
import { fingerprintOf, IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from './idempotency.service.ts';

type YogaContext = Context & { request?: Request };

/**
 * Idempotency-Key on GraphQL mutations (issue 17, point 10): the operation runs through `idempotent`,
 * so a repeat (or a parallel twin) gets the first execution's result, marked
 * `extensions.idempotentReplayed`. A result with top-level errors (an unexpected failure) is not kept.
 */
export function idempotencyPlugin(): Plugin<YogaContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as YogaContext;
      const header = ctx.request?.headers.get(IDEMPOTENCY_HEADER);
      if (!header || !ctx.viewer) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      const key = idempotencyKeyOf(header);
      if (!key) return;
      const viewer = ctx.viewer;
      const fingerprint = fingerprintOf(
        'graphql',
        args.document.loc?.source.body ?? null,
        args.operationName ?? null,
        args.variableValues ?? {},
      );
      setExecuteFn(async (executeArgs) => {
        const answer = await idempotent(
          ctx.app,
          viewer,
          key,
          fingerprint,
          async () => ({ status: 200, body: (await executeFn(executeArgs)) as ExecutionResult }),
          (answer) => !(answer.body as ExecutionResult).errors?.length,
        );
        const result = answer.body as ExecutionResult;
        return answer.replayed ? { ...result, extensions: { ...result.extensions, idempotentReplayed: true } } : result;
      });
    },
  };
}
