import { Button } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { ContractRow_contract$key } from '../../__generated__/ContractRow_contract.graphql.ts';
import { formatDate } from '../../shared/dates.ts';
import { IconLink } from '../invoices/IconLink.tsx';
import { contractBadgeClass, contractTexts as t } from './texts.ts';

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
    <tr>
      <td>{row.contractName}</td>
      <td>{row.supplierName}</td>
      <td>{row.contractType || <span className="fin-muted">—</span>}</td>
      <td className="fin-nowrap">
        {row.expiryDate ? formatDate(row.expiryDate) : <span className="fin-muted">—</span>}
      </td>
      <td className="fin-nowrap">{row.renewalLabel}</td>
      <td>
        <span className={contractBadgeClass(row.status)} data-status={row.listStatus}>
          {row.statusLabel}
        </span>
      </td>
      <td className="fin-actions">
        <IconLink to={`/contracts/${row.rowId}`} icon="eye-open" label={`${t.details} ${row.contractName}`} />
        {row.canEdit && (
          <Button
            variant="minimal"
            icon="edit"
            title={t.edit}
            aria-label={`${t.edit} ${row.contractName}`}
            onClick={onEdit}
          />
        )}
        {canDelete && (
          <Button
            variant="minimal"
            icon="trash"
            intent="danger"
            title={t.delete}
            aria-label={`${t.delete} ${row.contractName}`}
            onClick={onDelete}
          />
        )}
      </td>
    </tr>
  );
}
