import { userExport } from '../modules/exports/admin-exports.ts';
import { exportIfAsked } from './export.ts';
import { createUser, deleteUser, listUsers, updateUser } from '../modules/users/users.service.ts';
import type { UserInput } from '../modules/users/users.rules.ts';
import { json, type RestEndpoint } from './adapter.ts';
import { rowWrites } from './legacy.ts';

interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  createdAt: Date;
  tenant: { shortName: string };
}

/** The legacy user shape: Italian server-side names nome, cognome, ruolo. */
export function legacyUserRow(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    nome: u.firstName,
    cognome: u.lastName,
    ruolo: u.role,
    tenant: u.tenant.shortName,
    created_at: u.createdAt.toISOString(),
  };
}

/** nome/cognome/ruolo in, the service's names out; the password is never echoed. */
function userInput(body: Record<string, unknown>): UserInput {
  return {
    email: body.email,
    password: body.password,
    firstName: body.nome ?? body.firstName,
    lastName: body.cognome ?? body.lastName,
    role: body.ruolo ?? body.role,
    tenant: body.tenant,
  };
}

export const usersEndpoint: RestEndpoint = {
  /** Own tenant's users; admins of the 'admin' tenant get every tenant's (?tenant= narrows). */
  async GET(req, ctx) {
    const filter = () => ({ search: req.query.get('search'), tenant: req.query.get('tenant') });
    const exported = exportIfAsked(req.query, ctx, userExport, filter);
    if (exported) return exported;
    const rows = await listUsers(
      ctx,
      { search: req.query.get('search'), tenant: req.query.get('tenant') },
      { include: { tenant: { select: { shortName: true } } } },
    );
    return json(rows.map((row) => legacyUserRow(row as unknown as UserRow)));
  },
  ...rowWrites({ create: createUser, update: updateUser, remove: deleteUser }, userInput),
};
