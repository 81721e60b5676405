import {
  costCenterRows,
  costCenterWrites,
  creatorName,
  getCostCenter,
} from '../modules/cost-centers/cost-centers.service.ts';
import type { RestEndpoint } from './adapter.ts';
import { costCenterExport } from '../modules/exports/master-data-exports.ts';
import { exportIfAsked } from './export.ts';
import { oneOrList, rowWrites } from './legacy.ts';
import { fullName } from '../shared/names.ts';

interface CostCenterRow {
  id: number;
  code: string;
  description: string;
  createdAt: Date;
  createdBy: { firstName: string; lastName: string } | null;
}

/** The spec's cost center fields: id, code, description, createdByName, createdAt (name too). */
export function legacyCostCenter(c: CostCenterRow) {
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    name: c.description,
    createdByName: fullName(c.createdBy),
    createdAt: c.createdAt.toISOString(),
  };
}

/** The legacy client reads DELETE's success flag as the boolean result of the delete. */
export const costCentersEndpoint: RestEndpoint = {
  GET: async (req, ctx) =>
    exportIfAsked(req.query, ctx, costCenterExport, () => ({ search: req.query.get('search') })) ??
    oneOrList<CostCenterRow>(
      req,
      (id) => getCostCenter(ctx, id),
      // The rows carry their creator's name (include), which the row type of the list does not say.
      async () =>
        (await costCenterRows.findMany(ctx, { search: req.query.get('search') }, { include: creatorName })) as never,
      legacyCostCenter,
    ),
  ...rowWrites(costCenterWrites, (body) => body),
};
