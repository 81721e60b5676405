import {
  createCostCenter,
  creatorName,
  deleteCostCenter,
  costCenterRows,
  getCostCenter,
  updateCostCenter,
} from '../modules/cost-centers/cost-centers.service.ts';
import { idParam, json, optionalString, type RestEndpoint } from './adapter.ts';
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

export const costCentersEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    if (req.query.has('id')) return json(legacyCostCenter(await getCostCenter(ctx, idParam(req.query.get('id')))));
    const rows = await costCenterRows.findMany(ctx, { search: req.query.get('search') }, { include: creatorName });
    return json(rows.map((row) => legacyCostCenter(row as unknown as CostCenterRow)));
  },
  async POST(req, ctx) {
    const costCenter = await createCostCenter(ctx, req.body);
    return json({ success: true, id: costCenter.id }, 201);
  },
  async PUT(req, ctx) {
    await updateCostCenter(ctx, idParam(req.query.get('id') ?? req.body.id), req.body);
    return json({ success: true });
  },
  /** The legacy client reads the success flag as the boolean result of the delete. */
  async DELETE(req, ctx) {
    await deleteCostCenter(ctx, idParam(req.query.get('id') ?? optionalString(req.body, 'id')));
    return json({ success: true });
  },
};
