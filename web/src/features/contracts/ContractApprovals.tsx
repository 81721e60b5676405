import { graphql, useFragment } from 'react-relay';
import type { ContractApprovals_contract$key } from '../../__generated__/ContractApprovals_contract.graphql.ts';
import { formatDate } from '../../shared/dates.ts';
import { contractTexts } from './texts.ts';

const t = contractTexts.detail;

/** Finance and IT approvals with who and when (Italian dates). */
export function ContractApprovals({ contract }: { contract: ContractApprovals_contract$key }) {
  const data = useFragment(
    graphql`
      fragment ContractApprovals_contract on Contract {
        approvedByFinance
        approvedByFinanceName
        approvedAtFinance
        approvedByIT
        approvedByITName
        approvedAtIT
      }
    `,
    contract,
  );
  const badge = (approved: boolean, name: string | null | undefined, at: string | null | undefined) => (
    <span className={approved ? 'fin-badge fin-badge--green' : 'fin-badge fin-badge--yellow'}>
      {approved ? t.approvedBy(name ?? null, formatDate(at)) : t.waiting}
    </span>
  );
  return (
    <dl className="fin-facts">
      <dt>{t.finance}</dt>
      <dd>{badge(data.approvedByFinance, data.approvedByFinanceName, data.approvedAtFinance)}</dd>
      <dt>{t.it}</dt>
      <dd>{badge(data.approvedByIT, data.approvedByITName, data.approvedAtIT)}</dd>
    </dl>
  );
}
