import fs from 'node:fs';
import { ROLES, permissions, type Rule } from '../src/auth/permissions.ts';

const COLUMNS = ['anonymous', ...ROLES, 'principal admin'] as const;

function allowed(rule: Rule, column: (typeof COLUMNS)[number]): boolean {
  if (column === 'anonymous') return false;
  if (column === 'principal admin') return rule.roles.includes('admin');
  if (rule.superAdminOnly || rule.platformOnly) return false;
  return rule.roles.includes(column);
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
  return `${lines.join('\n')}\n`;
}

if (process.argv[1]?.endsWith('print-permissions.ts')) {
  fs.writeFileSync('docs/permissions.md', permissionsMarkdown());
  console.log('docs/permissions.md written');
}
