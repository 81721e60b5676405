// Checks a generated dataset against the schema and the money rules. The load runs with foreign-key
// triggers off (session_replication_role = replica, superuser only) for speed, so every foreign key
// of the schema is checked here afterwards, read from pg_constraint so none can be forgotten.
import type { Sql } from './sql.ts';

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

async function foreignKeys(sql: Sql): Promise<ForeignKey[]> {
  const rows = await sql.query<{ name: string; child: string; parent: string; cc: string; pc: string }>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
            (SELECT string_agg(quote_ident(a.attname), ',' ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(att, n)
               JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.att) AS cc,
            (SELECT string_agg(quote_ident(a.attname), ',' ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(att, n)
               JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.att) AS pc
     FROM pg_constraint c JOIN pg_namespace ns ON ns.oid = c.connamespace
     WHERE c.contype = 'f' AND ns.nspname = 'public' ORDER BY 1`,
  );
  return rows.map((r) => ({ ...r, childColumns: r.cc.split(','), parentColumns: r.pc.split(',') }));
}

/** The money rules of docs/decisions.md, as queries that must return 0. */
const MONEY_CHECKS: [string, string][] = [
  [
    'offer total = lines + documents',
    `SELECT count(*) AS n FROM "Offer" o
     LEFT JOIN (SELECT "offerId", sum(quantity * "unitPrice") AS s FROM "OfferLine" GROUP BY 1) l ON l."offerId" = o.id
     LEFT JOIN (SELECT "offerId", sum(price) AS s FROM "OfferDocument" GROUP BY 1) d ON d."offerId" = o.id
     WHERE o."totalAmount" <> coalesce(l.s, 0) + coalesce(d.s, 0)`,
  ],
  [
    'invoice line net and VAT (per line, to the cent)',
    `SELECT count(*) AS n FROM "InvoiceLine"
     WHERE "netAmount" <> quantity * "unitPrice" OR "vatAmount" <> round("netAmount" * "vatPercentage" / 100, 2)`,
  ],
  [
    'invoice totals = sums of its lines',
    `SELECT count(*) AS n FROM "Invoice" i
     LEFT JOIN (SELECT "invoiceId", sum("netAmount") AS net, sum("vatAmount") AS vat, count(*) AS c
                FROM "InvoiceLine" GROUP BY 1) l ON l."invoiceId" = i.id
     WHERE l.c IS NULL OR i."netAmount" <> l.net OR i."vatAmount" <> l.vat OR i."totalAmount" <> l.net + l.vat`,
  ],
  [
    'order total = its offer total, invoice net = its order total',
    `SELECT (SELECT count(*) FROM "Order" r JOIN "Offer" o ON o.id = r."offerId" WHERE r."totalAmount" <> o."totalAmount")
          + (SELECT count(*) FROM "Invoice" i JOIN "Order" r ON r.id = i."orderId" WHERE i."netAmount" <> r."totalAmount")
          AS n`,
  ],
  [
    'payment amount = its invoice total',
    `SELECT count(*) AS n FROM "PaymentInvoice" pi JOIN "Payment" p ON p.id = pi."paymentId"
     JOIN "Invoice" i ON i.id = pi."invoiceId" WHERE p."totalAmount" <> i."totalAmount"`,
  ],
  [
    'recipient shares sum to at most 100%',
    `SELECT count(*) AS n FROM (SELECT "offerId" FROM "OfferRecipient" GROUP BY 1 HAVING sum("amountShare") > 100) x`,
  ],
];

/** Returns the failed checks (empty: the dataset is consistent). */
export async function verifyDataset(sql: Sql, log: (line: string) => void): Promise<string[]> {
  const failures: string[] = [];
  for (const fk of await foreignKeys(sql)) {
    const notNull = fk.childColumns.map((c) => `c.${c} IS NOT NULL`).join(' AND ');
    const match = fk.childColumns.map((c, i) => `p.${fk.parentColumns[i]} = c.${c}`).join(' AND ');
    const [row] = await sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${fk.child} c WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE ${match})`,
    );
    if (Number(row?.n) > 0) failures.push(`foreign key ${fk.name}: ${row?.n} rows point nowhere`);
  }
  log(`foreign keys checked`);
  for (const [name, query] of MONEY_CHECKS) {
    const [row] = await sql.query<{ n: string }>(query);
    if (Number(row?.n) > 0) failures.push(`${name}: ${row?.n} rows differ`);
  }
  log(`money rules checked`);
  return failures;
}
