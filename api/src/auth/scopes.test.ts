import { describe, expect, it } from 'vitest';
import { schema } from '../schema.ts';
import { contractApproval, invoiceApproval, offerApproval } from '../workflows/approval-kinds.ts';
import { permissions } from './permissions.ts';

/** The Pothos scopes of each root field, as the schema carries them. */
function scopesOf(type: 'Query' | 'Mutation'): [string, Record<string, unknown> | undefined][] {
  const fields = schema.getType(type) as unknown as { getFields(): Record<string, { extensions: unknown }> };
  return Object.entries(fields.getFields()).map(([name, field]) => [
    name,
    (field.extensions as { pothosOptions?: { authScopes?: Record<string, unknown> } }).pothosOptions?.authScopes,
  ]);
}

describe('the GraphQL scopes read the permission table', () => {
  it('every `can` scope names an action of the table', () => {
    const unknown = [...scopesOf('Query'), ...scopesOf('Mutation')].filter(([, scopes]) => {
      const action = scopes?.can;
      return action !== undefined && !(typeof action === 'string' && Object.hasOwn(permissions, action));
    });
    expect(unknown).toEqual([]);
  });

  it('uses no scope but the table (`can`), sign-in (`authenticated`) and the principal admin', () => {
    const names = new Set(
      [...scopesOf('Query'), ...scopesOf('Mutation')].flatMap(([, scopes]) => Object.keys(scopes ?? {})),
    );
    expect([...names].filter((n) => !['can', 'authenticated', 'superAdmin', '$any'].includes(n))).toEqual([]);
  });

  it('the approve and reject mutations ask what the approval workflow declares', () => {
    const mutations = Object.fromEntries(scopesOf('Mutation'));
    for (const [noun, flow] of [
      ['Offer', offerApproval],
      ['Invoice', invoiceApproval],
      ['Contract', contractApproval],
    ] as const) {
      expect(mutations[`approve${noun}`], noun).toEqual({ can: flow.permissions.approve });
      expect(mutations[`reject${noun}`], noun).toEqual({ can: flow.permissions.reject });
    }
  });
});
