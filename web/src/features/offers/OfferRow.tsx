import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OfferRow_offer$key } from '../../__generated__/OfferRow_offer.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { formatDate } from '../../shared/dates.ts';
import { ApprovalDots } from './ApprovalDots.tsx';
import { formatDollar as formatMoney } from '../../shared/format.ts';
import { OfferStatusTag } from './OfferStatusTag.tsx';
import { offerTexts } from './texts.ts';

export function OfferRow({ offer }: { offer: OfferRow_offer$key }) {
  const o = useFragment(
    graphql`
      fragment OfferRow_offer on Offer {
        rowId
        title
        date
        supplierName
        totalAmount
        status
        approvedByFinance
        approvedByIT
      }
    `,
    offer,
  );
  return (
    <tr>
      <td>
        <Link to={`/offers/${o.rowId}`}>{o.title}</Link>
      </td>
      <td className="proc-nowrap">{formatDate(o.date)}</td>
      <td>{o.supplierName}</td>
      <td className="proc-num">{formatMoney(o.totalAmount)}</td>
      <td>
        <OfferStatusTag status={o.status} />
      </td>
      <td>
        <ApprovalDots finance={o.approvedByFinance} it={o.approvedByIT} />
      </td>
      <td className="proc-actions">
        <ButtonLink to={`/offers/${o.rowId}`} icon="eye-open" text={offerTexts.list.view} />
      </td>
    </tr>
  );
}
