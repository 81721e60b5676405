import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Permission } from '../../auth/permissions.ts';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { commonErrors } from './errors.schema.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * The create / update / delete / archive mutations of one master-data kind (products, suppliers,
 * cost centers), declared once: `name` 'CostCenter' gives createCostCenter, updateCostCenter,
 * deleteCostCenter, archiveCostCenter, their Delete/Archive inputs and CostCenterPayload
 * { costCenter } / DeleteCostCenterPayload { deletedId }. Each mutation is behind the kind's
 * `manage` permission; the services (modules/common/master-rows.ts) check it again before reading the input.
 */
export interface MasterMutations<Row, CreateInput, UpdateInput> {
  name: 'Product' | 'Supplier' | 'CostCenter';
  node: ObjectRef<Types, Row>;
  manage: Permission;
  createInput: InputObjectRef<Types, CreateInput>;
  updateInput: InputObjectRef<Types, UpdateInput & { id: { id: string } }>;
  /** The descriptions the schema shows (schema.graphql stays as the web client compiled it). */
  describe: { create: string; delete: string; archive?: string; archived?: string; deletedId?: string };
  create: (ctx: Context, input: CreateInput) => Promise<Row>;
  update: (ctx: Context, id: number, input: UpdateInput) => Promise<Row>;
  remove: (ctx: Context, id: number) => Promise<unknown>;
  archive: (ctx: Context, id: number, archived: boolean) => Promise<Row>;
}

export function masterMutations<Row, CreateInput, UpdateInput>(kind: MasterMutations<Row, CreateInput, UpdateInput>) {
  const { name, node, describe } = kind;
  const field = name.charAt(0).toLowerCase() + name.slice(1);
  const DeleteInput = builder.inputType(`Delete${name}Input`, {
    fields: (t) => ({ id: t.globalID({ required: true, for: node }) }),
  });
  const ArchiveInput = builder.inputType(`Archive${name}Input`, {
    fields: (t) => ({
      id: t.globalID({ required: true, for: node }),
      archived: t.boolean({ required: true, description: describe.archived }),
    }),
  });
  const Payload = builder.objectRef<Record<string, Row>>(`${name}Payload`).implement({
    fields: (t) => ({ [field]: t.field({ type: node, resolve: (p) => p[field] as never }) }),
  });
  const DeletePayload = builder.objectRef<{ deletedId: string }>(`Delete${name}Payload`).implement({
    fields: (t) => ({ deletedId: t.exposeID('deletedId', { description: describe.deletedId }) }),
  });
  const common = { authScopes: { can: kind.manage }, errors: { types: commonErrors } };

  builder.mutationFields((t) => ({
    [`create${name}`]: t.field({
      ...common,
      type: Payload,
      description: describe.create,
      args: { input: t.arg({ type: kind.createInput, required: true }) },
      resolve: async (_root, args, ctx) => ({
        [field]: await kind.create(ctx, (args as { input: CreateInput }).input),
      }),
    }),
    [`update${name}`]: t.field({
      ...common,
      type: Payload,
      args: { input: t.arg({ type: kind.updateInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const { input } = args as { input: UpdateInput & { id: { id: string } } };
        return { [field]: await kind.update(ctx, Number(input.id.id), input) };
      },
    }),
    [`delete${name}`]: t.field({
      ...common,
      type: DeletePayload,
      description: describe.delete,
      args: { input: t.arg({ type: DeleteInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        await kind.remove(ctx, Number(input.id.id));
        return { deletedId: encodeGlobalID(name, input.id.id) };
      },
    }),
    [`archive${name}`]: t.field({
      ...common,
      type: Payload,
      description: describe.archive,
      args: { input: t.arg({ type: ArchiveInput, required: true }) },
      resolve: async (_root, { input }, ctx) => ({
        [field]: await kind.archive(ctx, Number(input.id.id), input.archived),
      }),
    }),
  }));
  return { Payload };
}
