import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { requireViewer } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { parseId } from '../../shared/ids.ts';
import { usualCostCenterId } from './line-cost-centers.ts';

// Issue 18, point 2: the cost center an invoice line not made from an order is charged to.
builder.prismaObjectFields('InvoiceLine', (t) => ({
  costCenterId: t.id({
    nullable: true,
    description: "The CostCenter global id; null on an order's invoice (its offer's recipients share it).",
    select: { costCenterId: true },
    resolve: (line) => (line.costCenterId === null ? null : encodeGlobalID('CostCenter', String(line.costCenterId))),
  }),
  costCenterCode: t.string({
    nullable: true,
    select: { costCenter: { select: { code: true } } },
    resolve: (line) => line.costCenter?.code ?? null,
  }),
  costCenterDescription: t.string({
    nullable: true,
    select: { costCenter: { select: { description: true } } },
    resolve: (line) => line.costCenter?.description ?? null,
  }),
}));

// The invoice dialog's default for a line's cost center: the one the server charges an empty line to.
builder.queryField('usualCostCenter', (t) =>
  t.prismaField({
    type: 'CostCenter',
    nullable: true,
    description:
      "A supplier's usual cost center (the most used on its offers and invoice lines): what an invoice line " +
      'without an order and without a chosen cost center is charged to. Null: no history, or no such supplier here.',
    authScopes: { can: 'invoice.create' },
    args: { supplierId: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const viewer = requireViewer(ctx);
      const supplierId = parseId(args.supplierId, 'Supplier', 'supplierId');
      return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
        const id = await usualCostCenterId(tx, viewer.tenantId, supplierId);
        // Always through `query` (Pothos selects the asked fields with it); no id finds no row.
        return tx.costCenter.findFirst({ ...query, where: { id: id ?? -1, tenantId: viewer.tenantId } });
      });
    },
  }),
);
