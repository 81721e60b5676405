import { assertAllowed, requireViewer, tenantFilter, type Context } from '../../context.ts';
import { tenantRows, rowById } from '../../shared/reads.ts';
import type { CostCenter, Prisma } from '../../generated/prisma/client.ts';
import { masterWrites, type MasterTable } from '../common/master-rows.ts';
import { isLookupText, requiredText, searchAny } from '../common/master-data.ts';
import { personNameSelect } from '../../shared/names.ts';

/** The spec's messages (second document, headings 5 and 8). */
export const COST_CENTER_MESSAGES = {
  allRequired: 'Please fill in all fields',
  codeTaken: 'A cost center with this code already exists',
  notFound: 'Cost center not found',
} as const;

export interface CostCenterFilter {
  search?: string | null;
  includeArchived?: boolean | null;
}

export interface CostCenterInput {
  code?: unknown;
  description?: unknown;
}

export function costCenterWhere(ctx: Context, filter: CostCenterFilter): Prisma.CostCenterWhereInput {
  const viewer = assertAllowed(ctx, 'costCenter.view');
  return {
    ...tenantFilter(viewer),
    ...(filter.includeArchived ? {} : { archivedAt: null }),
    ...searchAny(['code', 'description'], filter.search),
  };
}

/** By code. */
export const costCenterRows = tenantRows<CostCenterFilter, CostCenter>('costCenter', costCenterWhere, [
  { code: 'asc' },
  { id: 'asc' },
]);

/** What the legacy list shows as created by. */
export const creatorName = { createdBy: personNameSelect } as const;

export const getCostCenter = rowById('costCenter.view', COST_CENTER_MESSAGES.notFound, (ctx, where) =>
  ctx.db.costCenter.findFirst({ where, include: creatorName }),
);

function parseCostCenter(input: CostCenterInput) {
  return {
    // Codes are identifiers people type on recipients: compared and stored upper-case.
    code: requiredText(input.code, COST_CENTER_MESSAGES.allRequired, 'code', 50).toUpperCase(),
    description: requiredText(input.description, COST_CENTER_MESSAGES.allRequired, 'description', 500),
  };
}

/** Finance and admin; the creator and the creation time are recorded and shown in the list. */
const costCenters: MasterTable<CostCenter, ReturnType<typeof parseCostCenter>> = {
  entity: 'CostCenter',
  manage: 'costCenter.manage',
  notFound: COST_CENTER_MESSAGES.notFound,
  rows: (tx) => tx.costCenter,
  unique: { message: COST_CENTER_MESSAGES.codeTaken, field: 'code' },
  recordsCreator: true,
};

/** Offer recipients keep their cost center: a used one can only be archived. */
export const costCenterWrites = masterWrites(costCenters, parseCostCenter, {
  inUse: async (tx, tenantId, id) => {
    const recipients = await tx.offerRecipient.count({ where: { tenantId, costCenterId: id } });
    return recipients > 0
      ? `This cost center is used by ${recipients} offer recipient${recipients === 1 ? '' : 's'} and cannot be deleted: archive it to hide it from lists instead.`
      : null;
  },
  audited: (costCenter) => ({ code: costCenter.code }),
});

/**
 * The active cost center of the viewer's tenant with this code (codes are stored upper-case): the
 * legacy recipient form sends a cost center by code. Null when there is none or the text is not worth
 * looking up. The caller checks its own permission first.
 */
export async function findCostCenterIdByCode(ctx: Context, code: string): Promise<number | null> {
  if (!isLookupText(code)) return null;
  const center = await ctx.db.costCenter.findFirst({
    where: { code: code.trim().toUpperCase(), archivedAt: null, ...tenantFilter(requireViewer(ctx)) },
    select: { id: true },
  });
  return center?.id ?? null;
}
