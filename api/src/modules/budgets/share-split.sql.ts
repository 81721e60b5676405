import { Prisma } from '../../generated/prisma/client.ts';

/**
 * splitByShares (share-split.ts) in SQL, for the statements that split many documents at once (the
 * budget figures, spend by cost center): each amount of a document is split over its shares by largest
 * remainder in integer cents and hundredths of a percent, ties to the lower `rid`; a negative amount
 * (a credit note) is split as its absolute value and every part negated. One definition, so a budget's
 * actual spend and the spend analytics give each cost center the same cents.
 *
 * `rows`: a SELECT with one row per (document, share): the columns named in `doc` (the document's key,
 * one or more columns), `rid` (the tie-break), `share` (percent) and each column in `amounts` (the
 * document's whole amount, euro). The result: the same rows, `keep` columns as they are and each amount
 * column replaced by that row's part (euro, numeric).
 */
export function splitBySharesSql(
  rows: Prisma.Sql,
  { doc, amounts, keep }: { doc: readonly string[]; amounts: readonly string[]; keep: readonly string[] },
): Prisma.Sql {
  const q = (name: string) => `"${name}"`;
  const byDoc = `PARTITION BY ${doc.map(q).join(', ')}`;
  const each = (f: (a: string) => string) => amounts.map(f).join(', ');
  const exact = (a: string) => `"${a}Cents" * "shareUnits"`;
  const cents = Prisma.raw(
    `"shareUnits", SUM("shareUnits") OVER (${byDoc}) AS "unitSum", ` +
      each((a) => `sign(${q(a)}) AS "${a}Sign", (abs(${q(a)}) * 100)::bigint AS "${a}Cents"`),
  );
  const ranked = Prisma.raw(
    each(
      (a) =>
        `(${exact(a)}) / 10000 AS "${a}Floor", SUM((${exact(a)}) / 10000) OVER (${byDoc}) AS "${a}FloorSum", ` +
        `row_number() OVER (${byDoc} ORDER BY (${exact(a)}) % 10000 DESC, "rid") AS "${a}Rank"`,
    ),
  );
  // The cents the document's parts must add up to: its amount times the shares' sum, half up.
  const parts = Prisma.raw(
    [
      ...keep.map(q),
      ...amounts.map(
        (a) =>
          `"${a}Sign" * ("${a}Floor" + CASE WHEN "${a}Rank" <= ("${a}Cents" * "unitSum" + 5000) / 10000 - "${a}FloorSum" ` +
          `THEN 1 ELSE 0 END) / 100.0 AS ${q(a)}`,
      ),
    ].join(', '),
  );
  const columns = Prisma.raw([...new Set([...doc, 'rid', ...keep, ...amounts])].map(q).join(', '));
  return Prisma.sql`
    SELECT ${parts} FROM (
      SELECT *, ${ranked} FROM (
        SELECT ${columns}, ${cents} FROM (SELECT *, ("share" * 100)::bigint AS "shareUnits" FROM (${rows}) AS split_rows) AS split_units
      ) AS split_cents
    ) AS split_ranked`;
}
