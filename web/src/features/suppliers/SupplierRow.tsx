import { Button } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { SupplierRow_supplier$key } from '../../__generated__/SupplierRow_supplier.graphql.ts';
import type { SupplierValues } from './SupplierDialog.tsx';
import { supplierTexts as t } from './texts.ts';

export type EditableSupplier = SupplierValues & { id: string };

interface SupplierRowProps {
  supplier: SupplierRow_supplier$key;
  canManage: boolean;
  onEdit: (supplier: EditableSupplier) => void;
  onDelete: (supplier: EditableSupplier) => void;
}

export function SupplierRow({ supplier: key, canManage, onEdit, onDelete }: SupplierRowProps) {
  const supplier = useFragment(
    graphql`
      fragment SupplierRow_supplier on Supplier {
        id
        name
        businessName
        address
        vatNumber
      }
    `,
    key,
  );
  const values = {
    id: supplier.id,
    name: supplier.name,
    businessName: supplier.businessName,
    address: supplier.address,
    vatNumber: supplier.vatNumber,
  };
  return (
    <tr>
      <td>
        <strong>{supplier.name}</strong>
      </td>
      <td>{supplier.businessName}</td>
      <td>
        {/* The spec truncates the address column; the full text stays available on hover. */}
        <span className="md-truncate" title={supplier.address}>
          {supplier.address}
        </span>
      </td>
      <td className="md-nowrap">{supplier.vatNumber}</td>
      <td className="md-actions">
        {canManage && (
          <>
            <Button
              variant="minimal"
              icon="edit"
              aria-label={`${t.edit} ${supplier.name}`}
              title={t.edit}
              onClick={() => onEdit(values)}
            />
            <Button
              variant="minimal"
              intent="danger"
              icon="trash"
              aria-label={`${t.remove} ${supplier.name}`}
              title={t.remove}
              onClick={() => onDelete(values)}
            />
          </>
        )}
      </td>
    </tr>
  );
}
