import { contractApproval } from '../../workflows/approval-kinds.ts';
import { assertAllowed, tenantFilter, type Context, type Viewer } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { LEGACY_LIST_LIMIT, filteredList, rowById } from '../../shared/reads.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ContractStatus } from '../../generated/prisma/enums.ts';
import { logError } from '../../shared/logger.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { isForeignKeyViolation } from '../../shared/db-errors.ts';
import { attachContractUpload } from './contract-document.service.ts';
import { CONTRACT_MESSAGES, assertDates, parseContractInput, type ContractInput } from './contract-input.ts';
import { personNameSelect } from '../../shared/names.ts';

export const CONTRACT_NOT_FOUND = contractApproval.messages.notFound;
export const APPROVED_LOCKED = 'Un contratto approvato non può essere modificato';
export const CONTRACT_CHANGED = contractApproval.messages.changed;

export interface ContractFilters {
  status?: ContractStatus | null;
  supplierId?: number | null;
  search?: string | null;
}

export function contractWhere(viewer: Viewer, filters: ContractFilters): Prisma.ContractWhereInput {
  const search = filters.search?.trim().slice(0, 100);
  return {
    ...tenantFilter(viewer),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.supplierId ? { supplierId: filters.supplierId } : {}),
    ...(search
      ? {
          OR: [
            { contractName: { contains: search, mode: 'insensitive' } },
            { supplier: { name: { contains: search, mode: 'insensitive' } } },
            { supplier: { businessName: { contains: search, mode: 'insensitive' } } },
          ],
        }
      : {}),
  };
}

export const contractInclude = {
  supplier: { select: { id: true, name: true, businessName: true } },
  createdBy: personNameSelect,
  approvedByFinance: personNameSelect,
  approvedByIt: personNameSelect,
  rejectedBy: personNameSelect,
} satisfies Prisma.ContractInclude;

export const listContracts = filteredList('contract.view', contractWhere, (ctx, where) =>
  ctx.db.contract.findMany({
    where,
    include: contractInclude,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: LEGACY_LIST_LIMIT,
  }),
);

export const getContract = rowById('contract.view', CONTRACT_NOT_FOUND, (ctx, where) =>
  ctx.db.contract.findFirst({ where, include: contractInclude }),
);

async function assertSupplier(tx: TxClient, tenantId: number, id?: number) {
  if (id === undefined) return;
  const found = await tx.supplier.findFirst({ where: { id, tenantId }, select: { id: true } });
  if (!found) throw new ValidationError(CONTRACT_MESSAGES.supplier, 'supplier_id');
}

/** Removes a replaced or deleted attachment once the database no longer points at it. */
async function removeFile(ctx: Context, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await ctx.app.storage
    .remove(ctx.db, key)
    .catch((error: unknown) => logError('could not remove a contract file', { key, error }));
}

export async function createContract(ctx: Context, input: ContractInput): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'contract.create');
  const fields = parseContractInput(input, true);
  assertDates(fields.signingDate, fields.expiryDate);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    await assertSupplier(tx, viewer.tenantId, fields.supplierId);
    if (fields.attachmentKey) await attachContractUpload(tx, viewer.tenantId, fields.attachmentKey);
    const contract = await tx.contract.create({
      data: {
        ...fields,
        contractName: fields.contractName!,
        supplierId: fields.supplierId!,
        tenantId: viewer.tenantId,
        createdById: viewer.userId,
      },
      select: { id: true },
    });
    await recordAudit(tx, ctx, {
      entityType: 'Contract',
      entityId: contract.id,
      action: 'create',
      changes: JSON.parse(JSON.stringify(fields)),
    });
    return contract;
  });
}

/**
 * Edits the fields given; refused once approved. As with invoices, an edit after one approval (or
 * a rejection) sends the contract back to pending.
 */
export async function updateContract(ctx: Context, id: number, input: ContractInput): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'contract.update');
  const fields = parseContractInput(input, false);
  const replaced = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const current = await tx.contract.findFirst({ where: { id, ...tenantFilter(viewer) } });
    if (!current) throw new NotFoundError(CONTRACT_NOT_FOUND);
    if (current.status === 'approved') throw new ConflictError(APPROVED_LOCKED);
    assertDates(
      fields.signingDate === undefined ? current.signingDate : fields.signingDate,
      fields.expiryDate === undefined ? current.expiryDate : fields.expiryDate,
    );
    await assertSupplier(tx, viewer.tenantId, fields.supplierId);
    if (fields.attachmentKey && fields.attachmentKey !== current.attachmentKey) {
      await attachContractUpload(tx, viewer.tenantId, fields.attachmentKey);
    }
    const changes = diffFields(current as Record<string, unknown>, fields as Record<string, unknown>);
    const reset = contractApproval.reopen(current.status, Object.keys(changes).length > 0);
    const updated = await tx.contract.updateMany({
      where: { id, tenantId: viewer.tenantId, version: current.version, status: current.status },
      data: { ...fields, ...reset, version: { increment: 1 } },
    });
    if (updated.count === 0) throw new ConflictError(CONTRACT_CHANGED);
    await recordAudit(tx, ctx, {
      entityType: 'Contract',
      entityId: id,
      action: 'update',
      changes: JSON.parse(JSON.stringify({ ...changes, ...(reset ? { status: [current.status, reset.status] } : {}) })),
    });
    const changedFile = fields.attachmentKey !== undefined && fields.attachmentKey !== current.attachmentKey;
    return changedFile ? current.attachmentKey : null;
  });
  await removeFile(ctx, replaced);
  return { id };
}

/** Only the principal administrator deletes (contract.delete); the PDF goes with the contract. */
export async function deleteContract(ctx: Context, id: number): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'contract.delete');
  let key: string | null = null;
  try {
    key = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const current = await tx.contract.findFirst({ where: { id, ...tenantFilter(viewer) } });
      if (!current) throw new NotFoundError(CONTRACT_NOT_FOUND);
      const invoices = await tx.invoice.count({ where: { contractId: id, tenantId: viewer.tenantId } });
      if (invoices > 0) throw new ConflictError('Il contratto è collegato a fatture: non può essere eliminato');
      await tx.contract.delete({ where: { tenantId_id: { tenantId: viewer.tenantId, id } } });
      await recordAudit(tx, ctx, {
        entityType: 'Contract',
        entityId: id,
        action: 'delete',
        changes: { contractName: current.contractName, status: current.status },
      });
      return current.attachmentKey;
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new ConflictError('Il contratto è collegato a fatture: non può essere eliminato');
    throw error;
  }
  await removeFile(ctx, key);
  return { id };
}
