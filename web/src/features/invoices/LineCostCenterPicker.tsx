import costCenterSearch, { type CostCenterPickerQuery } from '../../__generated__/CostCenterPickerQuery.graphql.ts';
import { choicePicker } from '../../shared/SearchPicker.tsx';
import { costCenterLabel } from '../cost-centers/CostCenterPicker.tsx';

/**
 * An invoice line's cost center (issue 18, point 2): CostCenterPicker's server search (its compiled
 * query, so there is one cost-center search), as Choices, so a saved line starts from its code and
 * description and the supplier's usual one can be put in without another lookup.
 */
export const LineCostCenterPicker = choicePicker<CostCenterPickerQuery>(costCenterSearch, (data) =>
  data.costCenters.edges.map(({ node }) => ({ id: node.id, label: costCenterLabel(node.code, node.description) })),
);
