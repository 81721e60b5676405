import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import { PLANNED_ROW } from './json-rows.ts';

/**
 * Issue 15, point 2: a field Pothos's Prisma plugin plans (a relation, or a field with a `select`)
 * asks the selection mapper on every row whether the planned query loaded its data: a response-path
 * key and WeakMap writes per field per row, 11% of an offers page's CPU. A row read by
 * db/json-page.ts (marked by db/json-rows.ts) was read for the very plan of this request, so where it
 * carries the field's own keys (the relation, or the columns and relations of its select) the field
 * resolves from it directly. Anything else (an unmarked row, a key it lacks, a select built per
 * request) goes through the Prisma plugin as before, which loads what is missing.
 *
 * Listed just before the Prisma plugin, so the only wrapper skipped is the Prisma plugin's own:
 * scope-auth and every other plugin still wrap the field.
 */
export class PlannedRowsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const carries = carriesCheck(fieldConfig);
    const original = fieldConfig.resolve as GraphQLFieldResolver<unknown, Types['Context'], object> | undefined;
    if (!carries || !original || resolver === original) return resolver;
    return (parent, args, context, info) =>
      isPlanned(parent) && carries(parent, info, context)
        ? original(parent, args, context, info)
        : resolver(parent, args, context, info);
  }
}

type Row = Record<PropertyKey, unknown>;
type Carries = (row: Row, info: GraphQLResolveInfo, context: unknown) => boolean;

const isPlanned = (parent: unknown): parent is Row =>
  typeof parent === 'object' && parent !== null && (parent as Row)[PLANNED_ROW] === true;

/** What a planned row must hold for the field to resolve from it, or null: the field always goes through Prisma's plugin. */
function carriesCheck<Types extends SchemaTypes>(fieldConfig: PothosOutputFieldConfig<Types>): Carries | null {
  if (fieldConfig.kind !== 'PrismaObject') return null;
  const extensions = fieldConfig.extensions ?? {};
  // A relation: the Prisma plugin's own test of whether the row holds it (a related connection's
  // also asks for its count; json-page never reads one, so such a field goes on to the plugin).
  const loaded = extensions.pothosPrismaLoaded as Carries | undefined;
  if (loaded) return loaded;
  // A field with a fixed select: the columns and relations it names. JSON writes a null column as
  // null, so a key the row lacks was not in the plan.
  const select = extensions.pothosPrismaSelect;
  if (typeof select !== 'object' || select === null) return null;
  const keys = Object.keys(select);
  return (row) => {
    for (const key of keys) if (row[key] === undefined) return false;
    return true;
  };
}

const pluginName = 'plannedRows';
// Pothos keeps one implementation per name for the process; a test that loads the app's modules afresh
// (vi.resetModules) evaluates this file again, and the first class, reading the same global symbol, serves.
const registered = Symbol.for('purchaser.plannedRowsPlugin');
const registry = globalThis as { [registered]?: true };
if (!registry[registered]) {
  SchemaBuilder.registerPlugin(pluginName, PlannedRowsPlugin);
  registry[registered] = true;
}
export default pluginName;

// Pothos finds a plugin's class by its name in this global interface; a namespace is its only form.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      plannedRows: PlannedRowsPlugin<Types>;
    }
  }
}
