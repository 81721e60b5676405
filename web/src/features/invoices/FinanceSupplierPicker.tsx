import supplierSearch, { type SupplierPickerQuery } from '../../__generated__/SupplierPickerQuery.graphql.ts';
import { choicePicker } from '../../shared/SearchPicker.tsx';

/**
 * The supplier of an invoice or a contract: SupplierPicker's server search (its compiled query, so
 * there is one supplier search), each match shown by its name as the finance dialogs always showed
 * it, the business name beside it. A contract or an invoice knows its supplier's database id and
 * name only, so an edit starts from those; the API's supplierId takes either id.
 */
export const FinanceSupplierPicker = choicePicker<SupplierPickerQuery>(supplierSearch, (data) =>
  data.suppliers.edges.map(({ node }) => ({ id: node.id, label: node.name, detail: node.businessName })),
);
