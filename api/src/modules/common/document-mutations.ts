import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Permission } from '../../auth/permissions.ts';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { parseId } from '../../shared/ids.ts';
import { inputMutation } from './input-mutation.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type Noun = 'Invoice' | 'Contract';

export interface DocumentMutations<Fields, Input> {
  noun: Noun;
  /** What create and update answer: the written row (rowPayload). */
  payload: ObjectRef<Types, { id: number }>;
  /** The document's fields: create takes them, update patches them. */
  fields: InputObjectRef<Types, Fields>;
  /** The fields as the service takes them (ids parsed, absent values left out). */
  toServiceInput: (fields: Fields) => Input;
  /** The descriptions the schema shows. */
  describe: { create?: string; update: string; delete: string; deletedId?: string };
  create: (ctx: Context, input: Input) => Promise<{ id: number }>;
  update: (ctx: Context, id: number, input: Input) => Promise<{ id: number }>;
  remove: (ctx: Context, id: number) => Promise<{ id: number }>;
}

/**
 * The create / update / delete mutations of an editable document (invoices, contracts), declared once:
 * create<Noun>(input: <fields>), update<Noun>(input: Update<Noun>Input { id, patch }) and
 * delete<Noun>(input: <Noun>IdInput { id }), behind the `<noun>.create|update|delete` actions (the
 * services assert them again); delete answers Delete<Noun>Payload { deletedId }. Returns the
 * <Noun>IdInput, which the approval mutations take as well.
 */
export function documentMutations<Fields, Input>(kind: DocumentMutations<Fields, Input>) {
  const { noun, payload, describe } = kind;
  const action = <V extends 'create' | 'update' | 'delete'>(verb: V) =>
    `${noun.toLowerCase()}.${verb}` as `${Lowercase<Noun>}.${V}` & Permission;
  const id = (input: { id: string | number }) => parseId(input.id, noun);
  const IdInput = builder.inputType(`${noun}IdInput`, { fields: (t) => ({ id: t.id({ required: true }) }) });
  // Typed by hand: Pothos cannot resolve the shape of a generic `patch`.
  const UpdateInput = builder.inputType(`Update${noun}Input`, {
    fields: (t) => ({ id: t.id({ required: true }), patch: t.field({ type: kind.fields, required: true }) }),
  }) as unknown as InputObjectRef<Types, { id: string; patch: Fields }>;
  const DeletePayload = builder.objectRef<{ id: number }>(`Delete${noun}Payload`).implement({
    fields: (t) => ({
      deletedId: t.id({ description: describe.deletedId, resolve: (p) => encodeGlobalID(noun, p.id) }),
    }),
  });

  builder.mutationFields((t) => ({
    [`create${noun}`]: inputMutation(t, {
      can: action('create'),
      payload,
      description: describe.create,
      input: kind.fields,
      resolve: (ctx, input) => kind.create(ctx, kind.toServiceInput(input)),
    }),
    [`update${noun}`]: inputMutation(t, {
      can: action('update'),
      payload,
      description: describe.update,
      input: UpdateInput,
      resolve: (ctx, input) => kind.update(ctx, id(input), kind.toServiceInput(input.patch)),
    }),
    [`delete${noun}`]: inputMutation(t, {
      can: action('delete'),
      payload: DeletePayload,
      description: describe.delete,
      input: IdInput,
      resolve: (ctx, input) => kind.remove(ctx, id(input)),
    }),
  }));
  return { IdInput };
}
