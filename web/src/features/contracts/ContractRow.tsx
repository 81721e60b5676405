import { graphql, useFragment } from 'react-relay';
import type { ContractRow_contract$key } from '../../__generated__/ContractRow_contract.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { IconLink } from '../invoices/IconLink.tsx';
import { contractBadgeClass, contractTexts as t } from './texts.ts';
import { RowButton } from '../../shared/RowButton.tsx';

interface ContractRowProps {
  contract: ContractRow_contract$key;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function ContractRow({ contract, canDelete, onEdit, onDelete }: ContractRowProps) {
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
        <>
          <IconLink to={`/contracts/${row.rowId}`} icon="eye-open" label={`${t.details} ${row.contractName}`} />
          {row.canEdit && <RowButton icon="edit" label={t.edit} name={row.contractName} onClick={onEdit} />}
          {canDelete && (
            <RowButton icon="trash" intent="danger" label={t.delete} name={row.contractName} onClick={onDelete} />
          )}
        </>,
      ]}
    />
  );
}
