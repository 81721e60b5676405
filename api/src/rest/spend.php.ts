import { assertAllowed } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { SPEND_GROUPS, spend, type SpendGroup } from '../modules/analytics/analytics.service.ts';
import { parseDate } from '../shared/scalars.ts';
import { json, type RestEndpoint } from './adapter.ts';
import { money } from './legacy.ts';

function groupParam(value: string | null): SpendGroup {
  const group = value?.trim().toLowerCase();
  if (group && (SPEND_GROUPS as readonly string[]).includes(group)) return group as SpendGroup;
  throw new ValidationError(`group_by: usare uno tra ${SPEND_GROUPS.join(', ')}`, 'group_by');
}

function dateParam(query: URLSearchParams, name: string): Date {
  const value = query.get(name)?.trim();
  if (!value) throw new ValidationError(`${name}: data obbligatoria (YYYY-MM-DD)`, name);
  return parseDate(value, name);
}

/**
 * GET /api/spend.php?group_by=month|supplier|cost_center|vat_rate&from=YYYY-MM-DD&to=YYYY-MM-DD
 * (issue 18, point 6): [{ key, label, net, vat, total, count }], credit notes negative.
 */
export const spendEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    // The permission before the parameters are read: a role that may not learns nothing from validation.
    assertAllowed(ctx, 'analytics.view');
    const group = groupParam(req.query.get('group_by'));
    const rows = await spend(ctx, group, { from: dateParam(req.query, 'from'), to: dateParam(req.query, 'to') });
    return json(
      rows.map((r) => ({
        key: r.key,
        label: r.label,
        net: money(r.net),
        vat: money(r.vat),
        total: money(r.total),
        count: r.count,
      })),
    );
  },
};
