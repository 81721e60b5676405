import { assertCan, requireViewer, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { isLookupText, requiredText, searchAny, withUniqueMessage } from '../common/master-data.ts';
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

type Query = { include?: Prisma.CostCenterInclude; select?: Prisma.CostCenterSelect } & Prisma.CostCenterFindManyArgs;

export function costCenterWhere(ctx: Context, filter: CostCenterFilter): Prisma.CostCenterWhereInput {
  const viewer = assertCan(ctx, 'costCenter.view');
  return {
    ...tenantFilter(viewer),
    ...(filter.includeArchived ? {} : { archivedAt: null }),
    ...searchAny(['code', 'description'], filter.search),
  };
}

export function listCostCenters(ctx: Context, filter: CostCenterFilter, query: Query = {}) {
  return ctx.db.costCenter.findMany({
    ...query,
    where: costCenterWhere(ctx, filter),
    orderBy: query.orderBy ?? [{ code: 'asc' }, { id: 'asc' }],
  });
}

export async function getCostCenter(ctx: Context, id: number) {
  const viewer = assertCan(ctx, 'costCenter.view');
  const costCenter = await ctx.db.costCenter.findFirst({
    where: { id, ...tenantFilter(viewer) },
    include: creatorName,
  });
  if (!costCenter) throw new NotFoundError(COST_CENTER_MESSAGES.notFound);
  return costCenter;
}

/** What the legacy list shows as created by. */
export const creatorName = { createdBy: personNameSelect } as const;

export function countCostCenters(ctx: Context, filter: CostCenterFilter): Promise<number> {
  return ctx.db.costCenter.count({ where: costCenterWhere(ctx, filter) });
}

function parseCostCenter(input: CostCenterInput) {
  return {
    // Codes are identifiers people type on recipients: compared and stored upper-case.
    code: requiredText(input.code, COST_CENTER_MESSAGES.allRequired, 'code', 50).toUpperCase(),
    description: requiredText(input.description, COST_CENTER_MESSAGES.allRequired, 'description', 500),
  };
}

/** Finance and admin; the creator and the creation time are recorded and shown in the list. */
export async function createCostCenter(ctx: Context, input: CostCenterInput) {
  const viewer = assertCan(ctx, 'costCenter.manage');
  const data = parseCostCenter(input);
  return withUniqueMessage(
    () =>
      inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
        const costCenter = await tx.costCenter.create({
          data: { ...data, tenantId: viewer.tenantId, createdById: viewer.userId },
        });
        await recordAudit(tx, ctx, {
          entityType: 'CostCenter',
          entityId: costCenter.id,
          action: 'create',
          changes: data,
        });
        return costCenter;
      }),
    COST_CENTER_MESSAGES.codeTaken,
    'code',
  );
}

export async function updateCostCenter(ctx: Context, id: number, input: CostCenterInput) {
  const viewer = assertCan(ctx, 'costCenter.manage');
  const data = parseCostCenter(input);
  return withUniqueMessage(
    () =>
      inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
        const locked = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "CostCenter" WHERE id = ${id} AND "tenantId" = ${viewer.tenantId} AND "archivedAt" IS NULL FOR UPDATE`;
        if (locked.length === 0) throw new NotFoundError(COST_CENTER_MESSAGES.notFound);
        const before = await tx.costCenter.findUniqueOrThrow({ where: { id } });
        const costCenter = await tx.costCenter.update({ where: { id }, data });
        await recordAudit(tx, ctx, {
          entityType: 'CostCenter',
          entityId: id,
          action: 'update',
          changes: diffFields(before, data) as never,
        });
        return costCenter;
      }),
    COST_CENTER_MESSAGES.codeTaken,
    'code',
  );
}

/** Offer recipients keep their cost center: a used one can only be archived. */
export async function deleteCostCenter(ctx: Context, id: number): Promise<void> {
  const viewer = assertCan(ctx, 'costCenter.manage');
  await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const costCenter = await tx.costCenter.findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!costCenter) throw new NotFoundError(COST_CENTER_MESSAGES.notFound);
    const recipients = await tx.offerRecipient.count({ where: { tenantId: viewer.tenantId, costCenterId: id } });
    if (recipients > 0) {
      throw new ConflictError(
        `This cost center is used by ${recipients} offer recipient${recipients === 1 ? '' : 's'} and cannot be deleted: archive it to hide it from lists instead.`,
      );
    }
    await tx.costCenter.delete({ where: { id } });
    await recordAudit(tx, ctx, {
      entityType: 'CostCenter',
      entityId: id,
      action: 'delete',
      changes: { code: costCenter.code },
    });
  });
}

export async function archiveCostCenter(ctx: Context, id: number, archived: boolean) {
  const viewer = assertCan(ctx, 'costCenter.manage');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const changed = await tx.costCenter.updateMany({
      where: { id, tenantId: viewer.tenantId, archivedAt: archived ? null : { not: null } },
      data: { archivedAt: archived ? new Date() : null },
    });
    const costCenter = await tx.costCenter.findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!costCenter) throw new NotFoundError(COST_CENTER_MESSAGES.notFound);
    if (changed.count > 0) {
      await recordAudit(tx, ctx, {
        entityType: 'CostCenter',
        entityId: id,
        action: archived ? 'archive' : 'restore',
        changes: {},
      });
    }
    return costCenter;
  });
}

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
