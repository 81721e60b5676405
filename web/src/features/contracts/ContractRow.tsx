import { graphql, useFragment } from 'react-relay';
import type { ContractRow_contract$key } from '../../__generated__/ContractRow_contract.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { contractBadgeClass, contractTexts as t } from './texts.ts';
import type { RowStarts } from '../../shared/ConnectionTable.tsx';
import { RowActions } from '../../shared/RowButton.tsx';

interface ContractRowProps {
  contract: ContractRow_contract$key;
  canDelete: boolean;
  starts: RowStarts;
}

export function ContractRow({ contract, canDelete, starts }: ContractRowProps) {
  const row = useFragment(
    graphql`
      fragment ContractRow_contract on Contract {
        rowId
        contractName
        supplierName
        contractType
        expiryDate
        renewalLabel
        status
        statusLabel
        listStatus
        canEdit
      }
    `,
    contract,
  );
  return (
    <DataRow
      cells={[
        row.contractName,
        row.supplierName,
        row.contractType || (
          <span key="type" className="fin-muted">
            —
          </span>
        ),
        row.expiryDate ? (
          formatDate(row.expiryDate)
        ) : (
          <span key="expiry" className="fin-muted">
            —
          </span>
        ),
        row.renewalLabel,
        <span key="status" className={contractBadgeClass(row.status)} data-status={row.listStatus}>
          {row.statusLabel}
        </span>,
        <RowActions
          key="actions"
          name={row.contractName}
          view={{ to: `/contracts/${row.rowId}`, label: t.details }}
          edit={row.canEdit && { label: t.edit, onClick: starts.edit }}
          remove={canDelete && { label: t.delete, onClick: starts.confirm }}
        />,
      ]}
    />
  );
}
