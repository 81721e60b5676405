import { Button, Card, H4, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WebhookDeliveriesQuery } from '../../__generated__/WebhookDeliveriesQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { DataRow, DataTable } from '../../shared/DataTable.tsx';
import { formatDateTime } from '../../shared/dates.ts';
import { webhookTexts as t } from './texts.ts';
import { useResendWebhookDeliveryMutation } from './useResendWebhookDeliveryMutation.ts';

const COLUMNS = Object.values(t.deliveryColumns)
  .map((label) => ({ label }))
  .concat([{ label: '', kind: 'actions' } as never]);

function DeliveryList({ endpointId }: { endpointId: string }) {
  const data = useLazyLoadQuery<WebhookDeliveriesQuery>(
    graphql`
      query WebhookDeliveriesQuery($endpointId: ID!) {
        webhookDeliveries(endpointId: $endpointId) {
          id
          eventType
          status
          statusCode
          attempts
          durationMs
          error
          createdAt
        }
      }
    `,
    { endpointId },
    // Read when opened: the log moves while the outbox works.
    { fetchPolicy: 'network-only' },
  );
  const [resend, resending] = useResendWebhookDeliveryMutation();
  return (
    <DataTable
      columns={COLUMNS}
      empty={t.noDeliveries}
      label={t.deliveries}
      rows={data.webhookDeliveries.map((delivery) => (
        <DataRow
          key={delivery.id}
          cells={[
            delivery.eventType,
            <span key="status" title={delivery.error ?? undefined}>
              {t.deliveryStatus[delivery.status] ?? delivery.status}
            </span>,
            delivery.statusCode ?? t.none,
            delivery.attempts,
            delivery.durationMs === null ? t.none : `${delivery.durationMs} ms`,
            formatDateTime(delivery.createdAt),
            <Button
              key="resend"
              small
              icon="refresh"
              text={t.resend}
              loading={resending}
              onClick={() =>
                void resend({ id: delivery.id }).then((o) =>
                  showToast(o.ok ? t.resent : o.message, o.ok ? 'success' : 'danger'),
                )
              }
            />,
          ]}
        />
      ))}
    />
  );
}

/** One endpoint's delivery log (event, HTTP status, attempts, duration, time) with "Reinvia" per row. */
export function WebhookDeliveries(props: { endpointId: string; url: string; onClose: () => void }) {
  return (
    <Card className="webhooks__deliveries">
      <H4 style={{ overflowWrap: 'anywhere' }}>{t.deliveriesOf(props.url)}</H4>
      <Suspense fallback={<Spinner size={20} />}>
        <DeliveryList endpointId={props.endpointId} />
      </Suspense>
      <Button minimal icon="cross" text={t.hideDeliveries} onClick={props.onClose} />
    </Card>
  );
}
