import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Permission } from '../../auth/permissions.ts';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { inputMutation } from './input-mutation.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A delete input: the row's global id, and whatever else the kind asks (a confirmation). */
type DeleteFields = { id: { id: string } };

/**
 * The create / update / delete (/ archive) mutations of one master-data kind (products, suppliers,
 * cost centers, users, tenants), declared once: `name` 'CostCenter' gives createCostCenter,
 * updateCostCenter, deleteCostCenter, archiveCostCenter, their Delete/Archive inputs and
 * CostCenterPayload { costCenter } / DeleteCostCenterPayload { deletedId }. Each mutation is behind the
 * kind's `manage` permission; the services check it again before reading the input.
 */
export interface MasterMutations<Row, CreateInput, UpdateInput, DeleteInput extends DeleteFields> {
  name: 'Product' | 'Supplier' | 'CostCenter' | 'User' | 'Tenant' | 'Budget';
  node: ObjectRef<Types, Row>;
  manage: Permission;
  createInput: InputObjectRef<Types, CreateInput>;
  updateInput: InputObjectRef<Types, UpdateInput & DeleteFields>;
  /** The delete input when the kind asks more than the id (`Delete<Name>Input { id }` otherwise). */
  deleteInput?: InputObjectRef<Types, DeleteInput>;
  /** The create and update answer when it reads its row back itself (`<Name>Payload { <name> }` otherwise). */
  payload?: ObjectRef<Types, Record<string, Row>>;
  /** The descriptions the schema shows (schema.graphql stays as the web client compiled it). */
  describe: {
    create: string;
    update?: string;
    delete: string;
    archive?: string;
    archived?: string;
    deletedId?: string;
  };
  create: (ctx: Context, input: CreateInput) => Promise<Row>;
  update: (ctx: Context, id: number, input: UpdateInput) => Promise<Row>;
  remove: (ctx: Context, id: number, input: DeleteInput) => Promise<unknown>;
  /** Kinds that are archived rather than deleted once used (the catalogue's) get archive<Name>. */
  archive?: (ctx: Context, id: number, archived: boolean) => Promise<Row>;
}

export function masterMutations<Row, CreateInput, UpdateInput, DeleteInput extends DeleteFields = DeleteFields>(
  kind: MasterMutations<Row, CreateInput, UpdateInput, DeleteInput>,
): void {
  const { name, node, describe, archive } = kind;
  const field = name.charAt(0).toLowerCase() + name.slice(1);
  const DeleteInput =
    kind.deleteInput ??
    (builder.inputType(`Delete${name}Input`, {
      fields: (t) => ({ id: t.globalID({ required: true, for: node }) }),
    }) as unknown as InputObjectRef<Types, DeleteInput>);
  const Payload =
    kind.payload ??
    builder.objectRef<Record<string, Row>>(`${name}Payload`).implement({
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
      description: describe.update,
      input: kind.updateInput,
      resolve: async (ctx, input) => ({ [field]: await kind.update(ctx, Number(input.id.id), input) }),
    }),
    [`delete${name}`]: inputMutation(t, {
      can,
      payload: DeletePayload,
      description: describe.delete,
      input: DeleteInput,
      resolve: async (ctx, input) => {
        await kind.remove(ctx, Number(input.id.id), input);
        return { deletedId: encodeGlobalID(name, input.id.id) };
      },
    }),
  }));
  if (!archive) return;

  const ArchiveInput = builder.inputType(`Archive${name}Input`, {
    fields: (t) => ({
      id: t.globalID({ required: true, for: node }),
      archived: t.boolean({ required: true, description: describe.archived }),
    }),
  });
  builder.mutationField(`archive${name}`, (t) =>
    inputMutation(t, {
      can,
      payload: Payload,
      description: describe.archive,
      input: ArchiveInput,
      resolve: async (ctx, input) => ({ [field]: await archive(ctx, Number(input.id.id), input.archived) }),
    }),
  );
}
