import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { Address, Party } from '../einvoices/types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { storedVatNumber } from './einvoice-rows.ts';

export interface ImportedSupplier {
  id: number;
  name: string;
  created: boolean;
}

/** "Via Roma 1, 20100 Milano (MI)", plus the country when not Italy: the one-line address suppliers keep. */
export function addressLine(address: Address): string {
  const street = [address.street, address.streetNumber].filter(Boolean).join(' ');
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  const province = address.province ? ` (${address.province})` : '';
  const country = address.country && address.country !== 'IT' ? `, ${address.country}` : '';
  return `${street}, ${city}${province}${country}`.slice(0, 500);
}

/**
 * The CedentePrestatore as one of the tenant's suppliers (issue 14, point 5): matched by its VAT id
 * (IdPaese + IdCodice), else by its fiscal code; an unknown one is created from the file and marked
 * as created by an import. The file's IBAN is stored on a supplier that has none.
 *
 * Two imports creating the same new supplier at once: the unique (tenantId, vatNumber) key lets one
 * through; the other's transaction fails on it and the caller retries the file, which then matches.
 */
export interface KnownSupplier {
  id: number;
  name: string;
  iban: string | null;
}

/** The tenant's supplier the party is, by VAT id, else by fiscal code (an active one first); null when unknown. */
export async function findSupplier(tx: TxClient, tenantId: number, party: Party): Promise<KnownSupplier | null> {
  const vatNumber = party.vatId ? storedVatNumber(party.vatId) : null;
  const fiscalCode = party.fiscalCode?.trim().toUpperCase() || null;
  const select = { id: true, name: true, iban: true } as const;
  const byVat = vatNumber ? await tx.supplier.findFirst({ where: { tenantId, vatNumber }, select }) : null;
  if (byVat || !fiscalCode) return byVat;
  return tx.supplier.findFirst({
    where: { tenantId, fiscalCode },
    select,
    orderBy: [{ archivedAt: { sort: 'desc', nulls: 'first' } }, { id: 'asc' }],
  });
}

export async function supplierFor(
  tx: TxClient,
  ctx: Context,
  tenantId: number,
  party: Party,
  found: KnownSupplier | null,
  bank: { iban: string; bic: string | null } | null,
): Promise<ImportedSupplier> {
  if (found) {
    if (bank && !found.iban) {
      // Only where none is set, re-checked in the update itself: a supplier's IBAN is never overwritten.
      const learned = await tx.supplier.updateMany({
        where: { id: found.id, tenantId, iban: null },
        data: { iban: bank.iban, bic: bank.bic },
      });
      if (learned.count === 1) {
        await recordAudit(tx, ctx, {
          tenantId,
          entityType: 'Supplier',
          entityId: found.id,
          action: 'update',
          changes: { iban: [null, bank.iban], reason: 'e-invoice import' },
        });
      }
    }
    return { id: found.id, name: found.name, created: false };
  }
  const vatNumber = party.vatId ? storedVatNumber(party.vatId) : null;
  const fiscalCode = party.fiscalCode?.trim().toUpperCase() || null;
  const data = {
    tenantId,
    name: party.name.slice(0, 200),
    businessName: (party.companyName ?? party.name).slice(0, 200),
    address: addressLine(party.address),
    // A CedentePrestatore always has a VAT id (the schema requires it); the fiscal code is the fallback.
    vatNumber: vatNumber ?? fiscalCode ?? party.name.slice(0, 40),
    fiscalCode,
    iban: bank?.iban ?? null,
    bic: bank?.bic ?? null,
    createdByImport: true,
  };
  const created = await tx.supplier.create({ data, select: { id: true, name: true } });
  await recordAudit(tx, ctx, {
    tenantId,
    entityType: 'Supplier',
    entityId: created.id,
    action: 'create',
    changes: { ...data, reason: 'e-invoice import' },
  });
  return { id: created.id, name: created.name, created: true };
}
