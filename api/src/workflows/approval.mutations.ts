import type { InputObjectRef, ObjectRef, SchemaTypes } from '@pothos/core';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { inputMutation } from '../modules/common/input-mutation.ts';
import { parseId } from '../shared/ids.ts';
import type { Permission } from '../auth/permissions.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : SchemaTypes;

/** What the mutations answer: the row id, under the name the kind's payload reads. */
type Payload = { id: number } | { offerId: number };

export interface ApprovalMutations<P extends Payload> {
  /** The document's GraphQL type name: approve<Noun>, reject<Noun>, Reject<Noun>Input. */
  noun: 'Offer' | 'Invoice' | 'Contract';
  /** The kind's workflow (approval-kinds.ts): the actions the mutations ask. */
  flow: { permissions: { approve: Permission; reject: Permission } };
  payload: ObjectRef<Types, P>;
  /** The kind's { id } input. */
  idInput: InputObjectRef<Types, { id: string | number }>;
  /** The payload of the approved or rejected document's row id. */
  toPayload: (id: number) => P;
  /** The approve input when the kind asks more than the id (offers: a budget override reason). */
  approveInput?: InputObjectRef<Types, { id: string | number }>;
  approve: (ctx: Context, id: number, input: Record<string, unknown>) => Promise<{ id: number }>;
  reject: (ctx: Context, id: number, reason: unknown) => Promise<{ id: number }>;
  descriptions?: { approve?: string; reject?: string };
}

/**
 * The approve<Noun> and reject<Noun> mutations of an approvable kind, from its workflow: the scopes
 * are the actions it declares, the answers its payload. Called once per kind from its mutations file.
 */
export function approvalMutations<P extends Payload>(kind: ApprovalMutations<P>): void {
  const payload = kind.payload as unknown as ObjectRef<Types, Payload>;
  const RejectInput = builder.inputType(`Reject${kind.noun}Input`, {
    fields: (f) => ({ id: f.id({ required: true }), reason: f.string({ required: true }) }),
  });
  const id = (input: { id: string | number }) => parseId(input.id, kind.noun);
  builder.mutationFields((t) => ({
    [`approve${kind.noun}`]: inputMutation(t, {
      can: kind.flow.permissions.approve,
      payload,
      description: kind.descriptions?.approve,
      input: kind.approveInput ?? kind.idInput,
      resolve: async (ctx, input): Promise<Payload> =>
        kind.toPayload((await kind.approve(ctx, id(input), input as Record<string, unknown>)).id),
    }),
    [`reject${kind.noun}`]: inputMutation(t, {
      can: kind.flow.permissions.reject,
      payload,
      description: kind.descriptions?.reject,
      input: RejectInput,
      resolve: async (ctx, input): Promise<Payload> =>
        kind.toPayload((await kind.reject(ctx, id(input), input.reason)).id),
    }),
  }));
}
