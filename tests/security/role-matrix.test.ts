import { encodeGlobalID } from '@pothos/plugin-relay';
import { isEnumType, type GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Principal } from '../../api/src/auth/permissions.ts';
import { schema } from '../../api/src/schema.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { declaredOperations, type Requirement } from './support/declared-scopes.ts';
import { inputValue, operationDocument, type Operation } from './support/operations.ts';

/**
 * Every GraphQL operation x every role, against the permission each operation declares (the table in
 * api/src/auth/permissions.ts, printed as docs/permissions.md). Refused means a typed Forbidden /
 * Unauthenticated answer; allowed means anything else (a validation or not-found answer is fine:
 * authorization let the request through).
 */
const ROLES: { name: string; email?: string; tenant?: string; principal: Principal | null }[] = [
  { name: 'anonymous', principal: null },
  { name: 'procurement', email: 'procurement@acme.test', tenant: 'acme', principal: p('procurement') },
  { name: 'finance', email: 'finance@acme.test', tenant: 'acme', principal: p('finance') },
  { name: 'it_director', email: 'it@acme.test', tenant: 'acme', principal: p('it_director') },
  { name: 'admin', email: 'admin@acme.test', tenant: 'acme', principal: p('admin') },
  {
    name: 'principal admin',
    email: 'superadmin@admin.test',
    tenant: 'admin',
    principal: { role: 'admin', isSuperAdmin: true, isPlatformAdmin: true },
  },
];
function p(role: Principal['role']): Principal {
  return { role, isSuperAdmin: false, isPlatformAdmin: false };
}
/** Operations on the caller's own session. */
const SELF_ONLY = new Set(['login', 'logout', 'changePassword']);

let t: TestApp;
const tokens = new Map<string, string | null>();
/** Per node type, the id an operation is aimed at: decoys for users and tenants, so no attacker is deleted. */
const targetIds = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.app.database.prisma;
  const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const decoyTenant = await prisma.tenant.create({ data: { shortName: 'decoy', fullName: 'Decoy S.r.l.' } });
  const decoyUser = await prisma.user.create({
    data: {
      tenantId: acme.id,
      email: 'decoy@acme.test',
      passwordHash: 'x',
      firstName: 'De',
      lastName: 'Coy',
      role: 'procurement',
    },
  });
  targetIds.set('Tenant', decoyTenant.id);
  targetIds.set('User', decoyUser.id);
  const models = [
    'offer',
    'order',
    'invoice',
    'payment',
    'contract',
    'product',
    'supplier',
    'costCenter',
    'offerRecipient',
    'offerDocument',
    'registrationRequest',
  ] as const;
  for (const model of models) {
    const delegate = (prisma as unknown as Record<string, { findFirst(a: unknown): Promise<{ id: number } | null> }>)[
      model
    ]!;
    const row = await delegate.findFirst(model === 'registrationRequest' ? {} : { where: { tenantId: acme.id } });
    if (row) targetIds.set(model[0]!.toUpperCase() + model.slice(1), row.id);
  }
  for (const role of ROLES) tokens.set(role.name, role.email ? await t.login(role.email, role.tenant!) : null);
});
afterAll(async () => {
  await t?.close();
});

function expected(requirement: Requirement, principal: Principal | null): boolean {
  switch (requirement.kind) {
    case 'public':
      return true;
    case 'authenticated':
      return principal !== null;
    case 'superAdmin':
      return principal?.isSuperAdmin ?? false;
    case 'any':
      return requirement.permissions.some((perm) => can(principal, perm));
  }
}

/** The node type an operation is about: the longest type name inside the operation's name. */
function subjectType(op: Operation): string {
  const names = [...targetIds.keys()].sort((a, b) => b.length - a.length);
  return names.find((n) => op.name.toLowerCase().includes(n.toLowerCase())) ?? 'Offer';
}

function variablesFor(op: Operation): Record<string, unknown> {
  const type = subjectType(op);
  const id = targetIds.get(type) ?? 1;
  const valueFor = (name: string, leaf: GraphQLNamedType): unknown => {
    if (isEnumType(leaf)) return leaf.getValues()[0]?.value;
    if (leaf.name === 'ID') return encodeGlobalID(type, id);
    if (leaf.name === 'Int') return /id$/i.test(name) ? id : 5;
    if (leaf.name === 'Boolean') return false;
    if (leaf.name === 'Decimal') return '10.00';
    if (leaf.name === 'Date') return '2030-01-15';
    if (leaf.name === 'DateTime') return '2030-01-15T10:00:00Z';
    if (leaf.name === 'Upload') return null;
    return 'matrix';
  };
  const variables: Record<string, unknown> = {};
  for (const arg of op.field.args) variables[arg.name] = inputValue(arg.type, arg.name, valueFor);
  return variables;
}

function refused(body: unknown): boolean {
  const text = JSON.stringify(body);
  return (
    /"__typename":"(ForbiddenError|UnauthenticatedError)"/.test(text) ||
    /"code":"(FORBIDDEN|UNAUTHENTICATED)"/.test(text)
  );
}

describe('role matrix', () => {
  it('every operation declares who may call it', () => {
    const undeclared = declaredOperations(schema)
      .filter((d) => d.requirement === null)
      .map((d) => d.op.name);
    expect(undeclared).toEqual([]);
  });

  it('every operation x every role matches the permission table', async () => {
    const mismatches: string[] = [];
    let checks = 0;
    const operations = declaredOperations(schema).filter((d) => d.requirement && !SELF_ONLY.has(d.op.name));
    // Queries first, then mutations: a mutation may change what a later query sees, never who may call it.
    for (const { op, requirement } of operations.sort((a, b) =>
      a.op.kind === b.op.kind ? 0 : a.op.kind === 'query' ? -1 : 1,
    )) {
      for (const role of ROLES) {
        const res = await t.gql(operationDocument(schema, op, true), variablesFor(op), tokens.get(role.name));
        checks += 1;
        const allowed = !refused(res);
        if (allowed !== expected(requirement!, role.principal)) {
          mismatches.push(
            `${op.kind} ${op.name} as ${role.name}: ${allowed ? 'allowed' : 'refused'}, table says ${allowed ? 'refused' : 'allowed'}`,
          );
        }
      }
    }
    console.log(
      `[role matrix] operations=${operations.length} roles=${ROLES.length} checks=${checks} mismatches=${mismatches.length}`,
    );
    expect(mismatches).toEqual([]);
  }, 600_000);
});
