/** Display labels of the master-data screens (spec heading 9); money and dates: web/src/shared/format.ts, dates.ts. */

/** The spec's role labels and colours (admin red, procurement blue, finance green, it_director purple). */
export const ROLE_LABELS: Record<string, string> = {
  procurement: 'Procurement Executive',
  finance: 'Finance Manager',
  it_director: 'IT Director',
  admin: 'Administrator',
};

export const ROLE_CLASS: Record<string, string> = {
  admin: 'md-badge md-badge--red',
  procurement: 'md-badge md-badge--blue',
  finance: 'md-badge md-badge--green',
  it_director: 'md-badge md-badge--purple',
};

/** Tenant badges: the platform tenant 'admin' has its own colour, the others cycle through a palette. */
export function tenantBadgeClass(shortName: string): string {
  if (shortName === 'admin') return 'md-badge md-badge--red';
  const palette = ['teal', 'orange', 'indigo', 'olive', 'rose'];
  let hash = 0;
  for (const ch of shortName) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `md-badge md-badge--${palette[hash % palette.length]}`;
}
