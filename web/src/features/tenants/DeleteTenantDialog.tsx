import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DeleteTenantDialogQuery } from '../../__generated__/DeleteTenantDialogQuery.graphql.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { tenantTexts as t } from './texts.ts';

interface DeleteTenantDialogProps {
  tenant: { id: string; shortName: string; fullName: string };
  onDelete: (confirmShortName: string | null) => Promise<Outcome>;
  onClose: () => void;
}

const LABELS = {
  users: 'users',
  products: 'products',
  suppliers: 'suppliers',
  costCenters: 'cost centers',
  offers: 'offers',
  orders: 'orders',
  invoices: 'invoices',
  payments: 'payments',
  contracts: 'contracts',
} as const;

/** Asks before deleting; what the tenant holds is loaded when the dialog opens. */
export function DeleteTenantDialog(props: DeleteTenantDialogProps) {
  return (
    <Dialog isOpen title={t.deleteDialog.title} icon="trash" onClose={props.onClose} className="md-dialog">
      <Suspense
        fallback={
          <DialogBody>
            <Spinner size={24} />
          </DialogBody>
        }
      >
        <DeleteTenantForm {...props} />
      </Suspense>
    </Dialog>
  );
}

/** A tenant with data needs its short name typed again. */
function DeleteTenantForm({ tenant, onDelete, onClose }: DeleteTenantDialogProps) {
  const data = useLazyLoadQuery<DeleteTenantDialogQuery>(
    graphql`
      query DeleteTenantDialogQuery($id: ID!) {
        tenant(id: $id) {
          dataSummary {
            users
            products
            suppliers
            costCenters
            offers
            orders
            invoices
            payments
            contracts
            requiresConfirmation
          }
        }
      }
    `,
    { id: tenant.id },
    { fetchPolicy: 'network-only' },
  );
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = data.tenant?.dataSummary ?? null;
  const needsTyping = summary?.requiresConfirmation ?? true;
  const counts = summary
    ? (
        [
          [summary.users, LABELS.users],
          [summary.products, LABELS.products],
          [summary.suppliers, LABELS.suppliers],
          [summary.costCenters, LABELS.costCenters],
          [summary.offers, LABELS.offers],
          [summary.orders, LABELS.orders],
          [summary.invoices, LABELS.invoices],
          [summary.payments, LABELS.payments],
          [summary.contracts, LABELS.contracts],
        ] as const
      )
        .filter(([count]) => count > 0)
        .map(([count, label]) => `${count} ${label}`)
    : [];

  async function confirm(): Promise<void> {
    setBusy(true);
    const outcome = await onDelete(needsTyping ? typed.trim() : null);
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  return (
    <>
      <DialogBody className="md-form">
        <p>{t.deleteDialog.message(tenant.fullName)}</p>
        {counts.length > 0 && (
          <Callout intent="warning" title={t.deleteDialog.contains}>
            {counts.join(', ')}
          </Callout>
        )}
        {needsTyping && (
          <FormGroup label={t.deleteDialog.typeToConfirm(tenant.shortName)} labelFor="tenant-confirm">
            <InputGroup id="tenant-confirm" value={typed} onValueChange={setTyped} autoComplete="off" />
          </FormGroup>
        )}
        {error && (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.deleteDialog.cancel} onClick={onClose} disabled={busy} />
            <Button
              intent="danger"
              icon="trash"
              text={t.deleteDialog.confirm}
              loading={busy}
              disabled={needsTyping && typed.trim() !== tenant.shortName}
              onClick={confirm}
            />
          </>
        }
      />
    </>
  );
}
