import fs from 'node:fs';
import { ROLES, permissions, type Permission, type Rule } from '../src/auth/permissions.ts';
import { restRoutePermissions, type RestRequirement } from '../src/rest/route-permissions.ts';

const COLUMNS = ['anonymous', ...ROLES, 'principal admin'] as const;

function allowed(rule: Rule, column: (typeof COLUMNS)[number]): boolean {
  if (column === 'anonymous') return false;
  if (column === 'principal admin') return rule.roles.includes('admin');
  if (rule.superAdminOnly || rule.platformOnly) return false;
  return rule.roles.includes(column);
}

function allowedRest(requires: RestRequirement, column: (typeof COLUMNS)[number]): boolean {
  if (requires === 'public') return true;
  if (requires === 'authenticated') return column !== 'anonymous';
  const any: readonly Permission[] = typeof requires === 'string' ? [requires] : requires;
  return any.some((name) => allowed(permissions[name], column));
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
  for (const [name, rule] of Object.entries(permissions) as [string, Rule][]) {
    const marks = COLUMNS.map((c) => (allowed(rule, c) ? 'yes' : ''));
    const scope = rule.superAdminOnly ? ' (principal admin only)' : rule.platformOnly ? ' (platform)' : '';
    lines.push(`| \`${name}\` | ${rule.description}${scope} | ${marks.join(' | ')} |`);
  }
  lines.push(
    '',
    '## Legacy REST routes',
    '',
    'Generated from `api/src/rest/route-permissions.ts`; the role matrix calls every route, method and action',
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
        const requires =
          typeof action.requires === 'string'
            ? action.requires.includes('.')
              ? `\`${action.requires}\``
              : action.requires
            : action.requires.map((name) => `\`${name}\``).join(' or ');
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
