import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Permission } from '../../auth/permissions.ts';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { inputMutation } from './input-mutation.ts';

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

export function masterMutations<Row, CreateInput, UpdateInput>(
  kind: MasterMutations<Row, CreateInput, UpdateInput>,
): void {
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
  const can = kind.manage;

  builder.mutationFields((t) => ({
    [`create${name}`]: inputMutation(t, {
      can,
      payload: Payload,
      description: describe.create,
      input: kind.createInput,
      resolve: async (ctx, input) => ({ [field]: await kind.create(ctx, input) }),
    }),
    [`update${name}`]: inputMutation(t, {
      can,
      payload: Payload,
      input: kind.updateInput,
      resolve: async (ctx, input) => ({ [field]: await kind.update(ctx, Number(input.id.id), input) }),
    }),
    [`delete${name}`]: inputMutation(t, {
      can,
      payload: DeletePayload,
      description: describe.delete,
      input: DeleteInput,
      resolve: async (ctx, input) => {
        await kind.remove(ctx, Number(input.id.id));
        return { deletedId: encodeGlobalID(name, input.id.id) };
      },
    }),
    [`archive${name}`]: inputMutation(t, {
      can,
      payload: Payload,
      description: describe.archive,
      input: ArchiveInput,
      resolve: async (ctx, input) => ({ [field]: await kind.archive(ctx, Number(input.id.id), input.archived) }),
    }),
  }));
}
