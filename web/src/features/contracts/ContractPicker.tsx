import { graphql } from 'react-relay';
import type { ContractPickerQuery } from '../../__generated__/ContractPickerQuery.graphql.ts';
import { choicePicker } from '../../shared/SearchPicker.tsx';

const query = graphql`
  query ContractPickerQuery($search: String) {
    contracts(first: 20, search: $search, orderBy: { field: NAME, direction: ASC }) {
      edges {
        node {
          id
          contractName
          supplierName
        }
      }
    }
  }
`;

/** Contracts of the tenant by name, searched by name or supplier (the invoice dialog's contract). */
export const ContractPicker = choicePicker<ContractPickerQuery>(query, (data) =>
  data.contracts.edges.map(({ node }) => ({ id: node.id, label: node.contractName, detail: node.supplierName })),
);
