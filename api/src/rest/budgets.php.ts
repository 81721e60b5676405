import {
  createBudget,
  deleteBudget,
  getBudget,
  listBudgets,
  updateBudget,
  type BudgetView,
} from '../modules/budgets/budgets.service.ts';
import { budgetExport } from '../modules/exports/budget-exports.ts';
import { today } from '../shared/calendar.ts';
import { reportFile } from '../modules/exports/export.service.ts';
import type { RestEndpoint } from './adapter.ts';
import { exportFormat } from './export.ts';
import { money, oneOrList, rowWrites } from './legacy.ts';

/** The shape: { id, cost_center_id, cost_center_code, year, amount, committed, actual, available }. */
export function legacyBudget(b: BudgetView) {
  return {
    id: b.id,
    cost_center_id: b.costCenterId,
    cost_center_code: b.costCenterCode,
    year: b.year,
    amount: money(b.amount),
    committed: money(b.committed),
    actual: money(b.actual),
    available: money(b.available),
  };
}

// The current year is Italy's: from 23:00 UTC on 31 December a UTC machine would still say the old one.
const yearOf = (query: URLSearchParams) => query.get('year') ?? String(today().getUTCFullYear());

/**
 * GET ?year= (default: the current year) lists, ?id= answers one, ?format=csv|xlsx downloads the year's
 * list (issue 18, point 7); POST/PUT/DELETE like master data.
 */
export const budgetsEndpoint: RestEndpoint = {
  GET: async (req, ctx) => {
    const format = exportFormat(req.query);
    if (format && !req.query.has('id')) {
      const rows = await listBudgets(ctx, yearOf(req.query));
      return { kind: 'stream', status: 200, ...reportFile(budgetExport, rows, format) };
    }
    return oneOrList(
      req,
      (id) => getBudget(ctx, id),
      () => listBudgets(ctx, yearOf(req.query)),
      legacyBudget,
    );
  },
  // The body takes the snake_case names, or the GraphQL input's.
  ...rowWrites(
    {
      create: createBudget,
      update: updateBudget,
      remove: deleteBudget,
    },
    (body) => ({
      costCenterId: body.cost_center_id ?? body.costCenterId,
      year: body.year,
      amount: body.amount,
    }),
  ),
};
