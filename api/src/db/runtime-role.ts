import pg from 'pg';
import { APP_ROLE } from './tenant-scope.ts';

/**
 * The login role the running app uses on a PostgreSQL server: a member of purchaser_app (so it
 * gets that role's grants and row-level policies) that is neither superuser, nor table owner, nor
 * BYPASSRLS. `npm run db:migrate` creates or updates it, as the owner, from DATABASE_URL's user
 * and password; the app refuses to start as anything more privileged (assertLeastPrivilege).
 */
export async function ensureRuntimeRole(ownerUrl: string, runtimeUrl: string): Promise<string> {
  const runtime = new URL(runtimeUrl);
  const role = decodeURIComponent(runtime.username);
  const password = decodeURIComponent(runtime.password);
  if (!role) throw new Error('DATABASE_URL must name the runtime role (postgres://<role>:<password>@host/db)');
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const { rows } = await owner.query<{ name: string }>('SELECT current_user AS name');
    if (rows[0]?.name === role) {
      throw new Error('DATABASE_URL and DATABASE_OWNER_URL name the same role: the app needs its own runtime role');
    }
    const exists = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    const attributes = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS INHERIT';
    const withPassword = password ? ` PASSWORD ${pg.escapeLiteral(password)}` : '';
    const verb = exists.rowCount ? 'ALTER' : 'CREATE';
    await owner.query(`${verb} ROLE ${pg.escapeIdentifier(role)} WITH ${attributes}${withPassword}`);
    await owner.query(`GRANT ${APP_ROLE} TO ${pg.escapeIdentifier(role)}`);
    return role;
  } finally {
    await owner.end();
  }
}

/** Why this connection's role is too privileged for the running app (empty when it is fine). */
export async function privilegeProblems(client: pg.Pool | pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string; rolsuper: boolean; rolbypassrls: boolean; owned: string }>(
    `SELECT r.rolname AS name, r.rolsuper, r.rolbypassrls,
            (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind = 'r' AND pg_has_role(current_user, c.relowner, 'USAGE')) AS owned
       FROM pg_roles r WHERE r.rolname = current_user`,
  );
  const row = rows[0]!;
  const problems: string[] = [];
  if (row.rolsuper) problems.push('is a superuser');
  if (row.rolbypassrls) problems.push('has BYPASSRLS');
  if (Number(row.owned) > 0) problems.push('owns the tables (or is a member of their owner)');
  return problems.map((problem) => `database role ${row.name} ${problem}`);
}

export async function assertLeastPrivilege(client: pg.Pool): Promise<void> {
  const problems = await privilegeProblems(client);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to run as a privileged database role: ${problems.join('; ')}. Set DATABASE_URL to the ` +
      'runtime role and DATABASE_OWNER_URL to the owner, then run npm run db:migrate (it creates the runtime role).',
  );
}
