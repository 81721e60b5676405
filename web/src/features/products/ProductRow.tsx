import { Button } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { ProductRow_product$key } from '../../__generated__/ProductRow_product.graphql.ts';
import type { ProductValues } from './ProductDialog.tsx';
import { formatEuro } from '../../shared/format.ts';
import { productTexts as t } from './texts.ts';

export type EditableProduct = ProductValues & { id: string };

interface ProductRowProps {
  product: ProductRow_product$key;
  canManage: boolean;
  onEdit: (product: EditableProduct) => void;
  onDelete: (product: EditableProduct) => void;
}

export function ProductRow({ product: key, canManage, onEdit, onDelete }: ProductRowProps) {
  const product = useFragment(
    graphql`
      fragment ProductRow_product on Product {
        id
        name
        description
        price
        category
      }
    `,
    key,
  );
  const values = {
    id: product.id,
    name: product.name,
    description: product.description ?? null,
    price: product.price,
    category: product.category ?? null,
  };
  return (
    <tr>
      <td>
        <strong>{product.name}</strong>
      </td>
      <td className="md-muted">{product.description ?? ''}</td>
      <td>{product.category ?? ''}</td>
      <td className="md-num">{formatEuro(product.price)}</td>
      <td className="md-actions">
        {canManage && (
          <>
            <Button
              variant="minimal"
              icon="edit"
              aria-label={`${t.edit} ${product.name}`}
              title={t.edit}
              onClick={() => onEdit(values)}
            />
            <Button
              variant="minimal"
              intent="danger"
              icon="trash"
              aria-label={`${t.remove} ${product.name}`}
              title={t.remove}
              onClick={() => onDelete(values)}
            />
          </>
        )}
      </td>
    </tr>
  );
}
