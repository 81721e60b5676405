import fs from 'node:fs';
import { ROLES, can, permissions, type Permission, type Principal, type Rule } from '../src/auth/permissions.ts';
import { restRoutePermissions, type RestRequirement } from '../src/rest/route-permissions.ts';

const COLUMNS = ['anonymous', ...ROLES, 'principal admin'] as const;

/** The principal each column stands for: a plain member of each role, and the principal administrator. */
function principalOf(column: (typeof COLUMNS)[number]): Principal | null {
  if (column === 'anonymous') return null;
  if (column === 'principal admin') return { role: 'admin', isSuperAdmin: true, isPlatformAdmin: true };
  return { role: column, isSuperAdmin: false, isPlatformAdmin: false };
}

function allowedRest(requires: RestRequirement, column: (typeof COLUMNS)[number]): boolean {
  if (requires === 'public') return true;
  if (requires === 'authenticated') return column !== 'anonymous';
  return can(principalOf(column), requires);
}

function scopeNote(rule: Rule): string {
  if ('anyOf' in rule) return ` (any of ${rule.anyOf.map((name) => `\`${name}\``).join(', ')})`;
  return rule.superAdminOnly ? ' (principal admin only)' : rule.platformOnly ? ' (platform)' : '';
}

function selector(fields: Record<string, unknown> | undefined, prefix: string): string[] {
  return Object.entries(fields ?? {})
    .filter(([key]) => key !== 'rejectReason')
    .map(([key, value]) => `${prefix}${key}=${String(value).startsWith(':') ? '…' : String(value)}`);
}

/** docs/permissions.md, generated from api/src/auth/permissions.ts (the table the API enforces). */
export function permissionsMarkdown(): string {
  const lines = [
    '# Permissions',
    '',
    'Generated from `api/src/auth/permissions.ts` by `npm run docs:permissions`; the API, the role-matrix',
    'test and this page all read that one table. "principal admin" is the SUPER_ADMIN_EMAIL account of the',
    "platform tenant `admin`; rows marked 'platform' are for admins of that tenant only.",
    '',
    `| Permission | What | ${COLUMNS.join(' | ')} |`,
    `|---|---|${COLUMNS.map(() => ':-:').join('|')}|`,
  ];
  for (const [name, rule] of Object.entries(permissions) as [Permission, Rule][]) {
    const marks = COLUMNS.map((c) => (can(principalOf(c), name) ? 'yes' : ''));
    lines.push(`| \`${name}\` | ${rule.description}${scopeNote(rule)} | ${marks.join(' | ')} |`);
  }
  lines.push(
    '',
    '## Legacy REST routes',
    '',
    'Generated from the `rest` uses of `api/src/auth/permissions.ts`; the role matrix calls every route, method and action',
    'below as every role and fails when the answer (401/403 or not) disagrees, or when a route of',
    '`api/src/rest/routes.ts` is missing here.',
    '',
    `| Route | Method | Action | Requires | ${COLUMNS.join(' | ')} |`,
    `|---|---|---|---|${COLUMNS.map(() => ':-:').join('|')}|`,
  );
  for (const [route, declaration] of Object.entries(restRoutePermissions)) {
    for (const [method, actions] of Object.entries(declaration.methods)) {
      for (const action of actions ?? []) {
        const how = [...selector(action.query, '?'), ...selector(action.body, '')];
        const requires = action.requires.includes('.') ? `\`${action.requires}\`` : action.requires;
        const marks = COLUMNS.map((c) => (allowedRest(action.requires, c) ? 'yes' : ''));
        const label = `${action.action}${how.length ? ` (${how.join(', ')})` : ''}`;
        lines.push(`| \`/api/${route}\` | ${method} | ${label} | ${requires} | ${marks.join(' | ')} |`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1]?.endsWith('print-permissions.ts')) {
  fs.writeFileSync('docs/permissions.md', permissionsMarkdown());
  console.log('docs/permissions.md written');
}
