import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { Permission } from '../../auth/permissions.ts';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { commonErrors } from './errors.schema.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type MutationFields = PothosSchemaTypes.MutationFieldBuilder<Types, object>;

export interface InputMutation<Input, Payload> {
  /** The action of the permission table that may call it (the field's scope; the service asserts it again). */
  can: Permission;
  /** The answer: the success member of the field's result union. */
  payload: ObjectRef<Types, Payload>;
  description?: string;
  /** The type of the one required `input` argument. */
  input: InputObjectRef<Types, Input>;
  /** The service call that turns the input into the payload. */
  resolve: (ctx: Context, input: Input) => Promise<Payload> | Payload;
}

/**
 * A mutation `name(input: <Input>!): Mutation<Name>Result` as every hand-written one is declared: behind
 * one action of the permission table, failing with the common typed errors (the result union), and
 * answering what the service returns for its input.
 */
export function inputMutation<Input, Payload>(t: MutationFields, mutation: InputMutation<Input, Payload>) {
  return t.field({
    type: mutation.payload,
    description: mutation.description,
    errors: { types: commonErrors },
    authScopes: { can: mutation.can },
    args: { input: t.arg({ type: mutation.input, required: true }) },
    // The generic input and payload are checked at the call (InputMutation); Pothos cannot follow them here.
    resolve: (_root, args, ctx) => mutation.resolve(ctx, (args as { input: Input }).input) as never,
  });
}
