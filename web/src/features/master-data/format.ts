/** Display labels of the master-data screens (spec heading 9); money and dates: web/src/shared/format.ts, dates.ts. */

/** The spec's roles, in its order: label and badge colour of each. */
export const ROLES: Record<string, { label: string; colour: string }> = {
  procurement: { label: 'Procurement Executive', colour: 'blue' },
  finance: { label: 'Finance Manager', colour: 'green' },
  it_director: { label: 'IT Director', colour: 'purple' },
  admin: { label: 'Administrator', colour: 'red' },
};

const badge = (colour: string) => `md-badge md-badge--${colour}`;

/** A role's badge (none for a role the spec does not name). */
export function roleBadgeClass(role: string): string | undefined {
  const colour = ROLES[role]?.colour;
  return colour && badge(colour);
}

/** Tenant badges: the platform tenant 'admin' has its own colour, the others cycle through a palette. */
export function tenantBadgeClass(shortName: string): string {
  if (shortName === 'admin') return badge('red');
  const palette = ['teal', 'orange', 'indigo', 'olive', 'rose'];
  let hash = 0;
  for (const ch of shortName) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return badge(palette[hash % palette.length] ?? 'teal');
}
