import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useUsualCostCenterQuery } from '../../__generated__/useUsualCostCenterQuery.graphql.ts';
import type { Choice } from '../../shared/SearchPicker.tsx';
import { costCenterLabel } from '../cost-centers/CostCenterPicker.tsx';

const USUAL = graphql`
  query useUsualCostCenterQuery($supplierId: ID!) {
    usualCostCenter(supplierId: $supplierId) {
      id
      code
      description
    }
  }
`;

/**
 * The supplier's usual cost center as a line's Choice (the server's own default for a line without
 * one, so the form shows what will be charged); null while unknown or for a supplier with no history.
 */
export function useUsualCostCenter(supplierId: string | null): Choice | null {
  const environment = useRelayEnvironment();
  const [usual, setUsual] = useState<{ supplierId: string; choice: Choice | null } | null>(null);
  useEffect(() => {
    if (!supplierId) return;
    const subscription = fetchQuery<useUsualCostCenterQuery>(environment, USUAL, { supplierId }).subscribe({
      next: (data) => {
        const c = data.usualCostCenter;
        setUsual({ supplierId, choice: c ? { id: c.id, label: costCenterLabel(c.code, c.description) } : null });
      },
      // No default is no harm: the server still charges an empty line to the usual cost center.
      error: () => setUsual({ supplierId, choice: null }),
    });
    return () => subscription.unsubscribe();
  }, [environment, supplierId]);
  return usual && usual.supplierId === supplierId ? usual.choice : null;
}
