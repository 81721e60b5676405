import { Card, Switch } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { TenantPolicyCard_tenant$key } from '../../__generated__/TenantPolicyCard_tenant.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { policyTexts as t } from './policyTexts.ts';
import { useUpdateTenantPolicyMutation } from './useUpdateTenantPolicyMutation.ts';
import './TenantPolicyCard.css';

/** The tenant admin's switch for their own tenant's segregation of duties (the server audits it). */
export function TenantPolicyCard({ tenant }: { tenant: TenantPolicyCard_tenant$key }) {
  const data = useFragment(
    graphql`
      fragment TenantPolicyCard_tenant on Tenant {
        fullName
        segregationOfDuties
      }
    `,
    tenant,
  );
  const [update, saving] = useUpdateTenantPolicyMutation();
  const toggle = async (on: boolean) => {
    const outcome = await update(on);
    if (outcome.ok) showToast(on ? t.switchedOn : t.switchedOff, 'success');
    else showToast(outcome.message, 'danger');
  };
  return (
    <Card className="tenant-policy">
      <Switch
        className="tenant-policy__switch"
        role="switch"
        size="large"
        checked={data.segregationOfDuties}
        disabled={saving}
        label={t.segregation}
        aria-describedby="tenant-policy-help"
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
      <p id="tenant-policy-help" className="tenant-policy__help">
        {t.segregationHelp(data.fullName)}
      </p>
    </Card>
  );
}
