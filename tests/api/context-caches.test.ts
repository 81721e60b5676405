import { contextCacheSymbol, createContextCache } from '@pothos/core';
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../api/src/auth/session.service.ts';
import { createContext } from '../../api/src/context.ts';
import { schema } from '../../api/src/schema.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';

// A request's Pothos caches (scope-auth's grants, the selection mapper's loader mappings) live on the
// request's own store, so they go with the request. In Pothos's module-wide WeakMaps V8's minor GC kept
// them, and the context they point at, alive until a mark-compact: every request was promoted to the
// old generation (patches/@pothos+core+*.patch; docs/performance.md, 2026-11-30 11:10 UTC).
const t = await appForFile();
const tokens = await loginAll(t);

const store = (ctx: object): object => (ctx as Record<symbol, object>)[contextCacheSymbol]!;

describe("a request's Pothos caches", () => {
  it('are filed on the context it was made with, by every cache the page uses', async () => {
    const viewer = (await authenticate(t.app, tokens.finance))!;
    const ctx = createContext(t.app, 'caches', '127.0.0.1', viewer);
    expect(Object.getOwnPropertySymbols(store(ctx))).toEqual([]);
    const result = await execute({
      schema,
      document: parse('{ offers(first: 2) { totalCount edges { node { id supplier { name } } } } }'),
      contextValue: ctx,
    });
    expect(result.errors).toBeUndefined();
    // scope-auth's request cache (the `can` scope of the list) and the selection mapper's loader mappings.
    expect(Object.getOwnPropertySymbols(store(ctx)).length).toBeGreaterThanOrEqual(2);
  });

  it('are one cache per context: a copy of the context shares it, another request has its own', () => {
    let made = 0;
    const cache = createContextCache(() => ({ made: (made += 1) }));
    const first = createContext(t.app, 'first', '127.0.0.1', null);
    const second = createContext(t.app, 'second', '127.0.0.1', null);
    expect(cache(first)).toBe(cache({ ...first }));
    expect(cache(second)).not.toBe(cache(first));
    expect(made).toBe(2);
    cache.delete(first);
    expect(cache(first).made).toBe(3);
  });
});
