import type { Permission } from '../../auth/permissions.ts';
import { assertAllowed, type Context } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { withUniqueMessage } from './master-data.ts';

/** The calls of a master-data table (products, suppliers, cost centers) the shared writes below make. */
interface Rows<Row, Data = never> {
  findFirst(args: { where: { id: number; tenantId: number } }): Promise<Row | null>;
  findUniqueOrThrow(args: { where: { id: number } }): Promise<Row>;
  update(args: { where: { id: number }; data: Data }): Promise<Row>;
  create(args: { data: Data & { tenantId: number; createdById?: number } }): Promise<Row & { id: number }>;
  updateMany(args: {
    where: { id: number; tenantId: number; archivedAt: null | { not: null } };
    data: { archivedAt: Date | null };
  }): Promise<{ count: number }>;
  delete(args: { where: { id: number } }): Promise<unknown>;
}

/** One master-data table: its audit name, the permission that manages it, its not-found message, its rows. */
export interface MasterTable<Row, Data = never> {
  entity: 'Product' | 'Supplier' | 'CostCenter';
  manage: Permission;
  notFound: string;
  rows: (tx: TxClient) => Rows<Row, Data>;
  /** The unique key's clash message and field (a supplier's VAT number, a cost center's code). */
  unique?: { message: string; field: string };
  /** The row records who created it (cost centers show it in their list). */
  recordsCreator?: boolean;
  /** How the audit shows the values (a product's price as text). */
  audited?: (values: Record<string, unknown>) => Record<string, unknown>;
}

/** Creates a row in the viewer's tenant, audited; `parse` reads the input after the permission check. */
async function createRow<Row extends object, Data extends object>(
  ctx: Context,
  table: MasterTable<Row, Data>,
  parse: () => Data,
): Promise<Row> {
  const viewer = assertAllowed(ctx, table.manage);
  const data = parse();
  const creator = table.recordsCreator ? { createdById: viewer.userId } : {};
  const write = () =>
    inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const row = await table.rows(tx).create({ data: { ...data, tenantId: viewer.tenantId, ...creator } });
      const changes = (table.audited ?? ((values) => values))(data as Record<string, unknown>);
      await recordAudit(tx, ctx, {
        entityType: table.entity,
        entityId: row.id,
        action: 'create',
        changes: changes as never,
      });
      return row;
    });
  return table.unique ? withUniqueMessage(write, table.unique.message, table.unique.field) : write();
}

/**
 * Edits an active row: locked first (FOR UPDATE, so two editors serialise and the audit's "before"
 * is the real one), an archived or missing one is not found; the audit keeps what changed. `parse`
 * reads the input, after the permission check.
 */
async function updateActive<Row extends object, Data extends object>(
  ctx: Context,
  table: MasterTable<Row, Data>,
  id: number,
  parse: () => Data,
): Promise<Row> {
  // The permission before the input is read: a role that may not edit learns nothing from validation.
  const viewer = assertAllowed(ctx, table.manage);
  const data = parse();
  const shown = table.audited ?? ((values) => values);
  const write = () =>
    inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const sql = `SELECT id FROM "${table.entity}" WHERE id = $1 AND "tenantId" = $2 AND "archivedAt" IS NULL FOR UPDATE`;
      const locked = await tx.$queryRawUnsafe<{ id: number }[]>(sql, id, viewer.tenantId);
      if (locked.length === 0) throw new NotFoundError(table.notFound);
      const before = await table.rows(tx).findUniqueOrThrow({ where: { id } });
      const row = await table.rows(tx).update({ where: { id }, data });
      const changes = diffFields(shown(before as Record<string, unknown>), shown(data as Record<string, unknown>));
      await recordAudit(tx, ctx, {
        entityType: table.entity,
        entityId: id,
        action: 'update',
        changes: changes as never,
      });
      return row;
    });
  return table.unique ? withUniqueMessage(write, table.unique.message, table.unique.field) : write();
}

/** Hides a row from lists and pickers (or shows it again); documents keep showing it. Audited when it changed. */
async function setArchived<Row>(ctx: Context, table: MasterTable<Row>, id: number, archived: boolean) {
  const viewer = assertAllowed(ctx, table.manage);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const changed = await table.rows(tx).updateMany({
      where: { id, tenantId: viewer.tenantId, archivedAt: archived ? null : { not: null } },
      data: { archivedAt: archived ? new Date() : null },
    });
    const row = await table.rows(tx).findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!row) throw new NotFoundError(table.notFound);
    if (changed.count > 0) {
      await recordAudit(tx, ctx, {
        entityType: table.entity,
        entityId: id,
        action: archived ? 'archive' : 'restore',
        changes: {},
      });
    }
    return row;
  });
}

/**
 * Deletes a row nothing uses; `inUse` says why not (documents keep pointing at it: archive it instead).
 * `audited` names what the audit keeps of the deleted row.
 */
async function deleteUnused<Row>(
  ctx: Context,
  table: MasterTable<Row>,
  id: number,
  inUse: (tx: TxClient, tenantId: number) => Promise<string | null>,
  audited: (row: Row) => Record<string, string>,
): Promise<void> {
  const viewer = assertAllowed(ctx, table.manage);
  await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const row = await table.rows(tx).findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!row) throw new NotFoundError(table.notFound);
    const refusal = await inUse(tx, viewer.tenantId);
    if (refusal) throw new ConflictError(refusal);
    await table.rows(tx).delete({ where: { id } });
    await recordAudit(tx, ctx, { entityType: table.entity, entityId: id, action: 'delete', changes: audited(row) });
  });
}

/** Why a row may not be deleted (what still uses it), or null. */
type InUse = (tx: TxClient, tenantId: number, id: number) => Promise<string | null>;

/**
 * The writes of a master-data table, configured by the kind: create and edit an active row from its
 * input (`parse`, which runs after the permission check), delete a row nothing uses (`inUse` says why
 * not, `audited` names what the audit keeps of the deleted row), archive or restore one.
 */
export function masterWrites<Row extends object, Data extends object, Input>(
  table: MasterTable<Row, Data>,
  parse: (input: Input) => Data,
  deletion: { inUse: InUse; audited: (row: Row) => Record<string, string> },
) {
  return {
    create: (ctx: Context, input: Input) => createRow(ctx, table, () => parse(input)),
    update: (ctx: Context, id: number, input: Input) => updateActive(ctx, table, id, () => parse(input)),
    remove: (ctx: Context, id: number) =>
      deleteUnused(ctx, table, id, (tx, tenantId) => deletion.inUse(tx, tenantId, id), deletion.audited),
    archive: (ctx: Context, id: number, archived: boolean) => setArchived(ctx, table, id, archived),
  };
}
