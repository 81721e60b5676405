import { Card, H4 } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { OfferProducts_offer$key } from '../../__generated__/OfferProducts_offer.graphql.ts';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import { formatDollar as formatMoney } from '../../shared/format.ts';
import { offerTexts } from './texts.ts';

const t = offerTexts.detail;
const c = offerTexts.create;

export function OfferProducts({ offer }: { offer: OfferProducts_offer$key }) {
  const { lines } = useFragment(
    graphql`
      fragment OfferProducts_offer on Offer {
        lines {
          rowId
          name
          description
          quantity
          unitPrice
          lineTotal
        }
      }
    `,
    offer,
  );
  return (
    <Card className="proc-section">
      <H4>{t.products}</H4>
      {lines.length === 0 ? (
        <p className="proc-muted">{c.noProducts}</p>
      ) : (
        <DetailTable
          columns={[
            { label: c.product },
            { label: t.description },
            { label: c.quantity, kind: 'num' },
            { label: c.unitPrice, kind: 'num' },
            { label: c.lineTotal, kind: 'num' },
          ]}
          rows={lines.map((line) => (
            <DataRow
              key={line.rowId}
              cells={[
                line.name,
                <span key="d" className="proc-muted">
                  {line.description}
                </span>,
                line.quantity,
                formatMoney(line.unitPrice),
                formatMoney(line.lineTotal),
              ]}
            />
          ))}
        />
      )}
    </Card>
  );
}
