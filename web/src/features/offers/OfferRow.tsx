import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OfferRow_offer$key } from '../../__generated__/OfferRow_offer.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { DataRow } from '../../shared/DataTable.tsx';
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
    <DataRow
      cells={[
        <Link key="title" to={`/offers/${o.rowId}`}>
          {o.title}
        </Link>,
        formatDate(o.date),
        o.supplierName,
        formatMoney(o.totalAmount),
        <OfferStatusTag key="status" status={o.status} />,
        <ApprovalDots key="dots" finance={o.approvedByFinance} it={o.approvedByIT} />,
        <ButtonLink key="view" to={`/offers/${o.rowId}`} icon="eye-open" text={offerTexts.list.view} />,
      ]}
    />
  );
}
