import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { OfferProducts_offer$key } from '../../__generated__/OfferProducts_offer.graphql.ts';
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
        <HTMLTable className="proc-table" compact striped>
          <thead>
            <tr>
              <th>{c.product}</th>
              <th>{t.description}</th>
              <th className="proc-num">{c.quantity}</th>
              <th className="proc-num">{c.unitPrice}</th>
              <th className="proc-num">{c.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.rowId}>
                <td>{line.name}</td>
                <td className="proc-muted">{line.description}</td>
                <td className="proc-num">{line.quantity}</td>
                <td className="proc-num">{formatMoney(line.unitPrice)}</td>
                <td className="proc-num">{formatMoney(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
