import { Button } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { CostCenterRow_costCenter$key } from '../../__generated__/CostCenterRow_costCenter.graphql.ts';
import { formatDate } from '../../shared/dates.ts';
import type { CostCenterValues } from './CostCenterDialog.tsx';
import { costCenterTexts as t } from './texts.ts';

export type EditableCostCenter = CostCenterValues & { id: string };

interface CostCenterRowProps {
  costCenter: CostCenterRow_costCenter$key;
  canManage: boolean;
  onEdit: (costCenter: EditableCostCenter) => void;
  onDelete: (costCenter: EditableCostCenter) => void;
}

export function CostCenterRow({ costCenter: key, canManage, onEdit, onDelete }: CostCenterRowProps) {
  const costCenter = useFragment(
    graphql`
      fragment CostCenterRow_costCenter on CostCenter {
        id
        code
        description
        createdByName
        createdAt
      }
    `,
    key,
  );
  const values = { id: costCenter.id, code: costCenter.code, description: costCenter.description };
  return (
    <tr>
      <td className="md-nowrap">
        <strong>{costCenter.code}</strong>
      </td>
      <td>{costCenter.description}</td>
      <td className={costCenter.createdByName ? undefined : 'md-muted'}>{costCenter.createdByName ?? t.unknown}</td>
      <td className="md-nowrap">{formatDate(costCenter.createdAt)}</td>
      <td className="md-actions">
        {canManage && (
          <>
            <Button
              variant="minimal"
              icon="edit"
              aria-label={`${t.edit} ${costCenter.code}`}
              title={t.edit}
              onClick={() => onEdit(values)}
            />
            <Button
              variant="minimal"
              intent="danger"
              icon="trash"
              aria-label={`${t.remove} ${costCenter.code}`}
              title={t.remove}
              onClick={() => onDelete(values)}
            />
          </>
        )}
      </td>
    </tr>
  );
}
