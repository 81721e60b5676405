import { Button, Card, Checkbox } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { WebhooksPageQuery } from '../../__generated__/WebhooksPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { ConfirmRowAlert } from '../../shared/ConfirmRowAlert.tsx';
import { DataRow, DataTable } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { FormField, TextField } from '../../shared/FormField.tsx';
import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { ShownOnce } from '../../shared/ShownOnce.tsx';
import { useScreenQuery, type ScreenQuery } from '../../shared/screenQuery.ts';
import { webhookTexts as t } from './texts.ts';
import { useCreateWebhookEndpointMutation } from './useCreateWebhookEndpointMutation.ts';
import { useDeleteWebhookEndpointMutation } from './useDeleteWebhookEndpointMutation.ts';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';

const WEBHOOKS_QUERY = graphql`
  query WebhooksPageQuery {
    webhookEvents
    webhookEndpoints {
      id
      url
      events
      createdAt
    }
  }
`;

export const webhooksQuery = (): ScreenQuery<WebhooksPageQuery> => ({ query: WEBHOOKS_QUERY, variables: {} });

const COLUMNS = Object.values(t.columns)
  .map((label) => ({ label }))
  .concat([{ label: '', kind: 'actions' } as never]);

type Endpoint = WebhooksPageQuery['response']['webhookEndpoints'][number];
type Errors = { url?: string; events?: string };

/** Webhooks (/admin/webhooks, Italian): register an endpoint (secret shown once), delete it, read its deliveries. */
export function WebhooksPage() {
  const { data, refresh } = useScreenQuery<WebhooksPageQuery>(WEBHOOKS_QUERY);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const [shown, setShown] = useState<Endpoint | null>(null);
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [remove, removing] = useDeleteWebhookEndpointMutation();

  // Every rule (URL, events, allowed targets) is the server's: its message goes next to the field it names.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await create({ url: url.trim(), events });
    if (!outcome.ok)
      return setErrors(outcome.field === 'events' ? { events: outcome.message } : { url: outcome.message });
    setErrors({});
    setSecret(outcome.value);
    setUrl('');
    setEvents([]);
    showToast(t.created, 'success');
    refresh();
  };
  const toggle = (name: string, on: boolean) =>
    setEvents((current) => (on ? [...current, name] : current.filter((e) => e !== name)));

  return (
    <ScreenPage title={screens.webhooks.title} lang="it">
      <Card className="webhooks__form">
        <p>{t.intro}</p>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <TextField id="webhook-url" label={t.url} required error={errors.url} value={url} onValueChange={setUrl} />
          <FormField id="webhook-events" label={t.events} required error={errors.events}>
            <div id="webhook-events" role="group" aria-label={t.events} className="webhooks__events">
              {data.webhookEvents.map((name) => (
                <Checkbox
                  key={name}
                  inline
                  label={name}
                  checked={events.includes(name)}
                  onChange={(e) => toggle(name, e.currentTarget.checked)}
                />
              ))}
            </div>
          </FormField>
          <Button type="submit" intent="primary" icon="send-message" loading={creating} text={t.create} />
        </form>
        {secret && <ShownOnce title={t.copyOnce} value={secret} testId="new-webhook-secret" />}
      </Card>
      <DataTable
        columns={COLUMNS}
        empty={t.empty}
        label={screens.webhooks.title}
        rows={data.webhookEndpoints.map((endpoint) => (
          <DataRow
            key={endpoint.id}
            cells={[
              <span key="url" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.url}
              </span>,
              endpoint.events.join(', '),
              formatDate(endpoint.createdAt),
              <span key="actions">
                <Button
                  small
                  icon="list"
                  text={t.deliveries}
                  onClick={() => setShown(shown?.id === endpoint.id ? null : endpoint)}
                />{' '}
                <Button small intent="danger" icon="trash" text={t.delete} onClick={() => setDeleting(endpoint)} />
              </span>,
            ]}
          />
        ))}
      />
      {shown && <WebhookDeliveries endpointId={shown.id} url={shown.url} onClose={() => setShown(null)} />}
      <ConfirmRowAlert
        item={deleting}
        nameOf={(endpoint) => endpoint.url}
        icon="trash"
        texts={t.confirmDelete}
        failureTitle={t.failed}
        busy={removing}
        onConfirm={(endpoint) => remove({ id: endpoint.id })}
        onDone={() => {
          if (shown?.id === deleting?.id) setShown(null);
          refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </ScreenPage>
  );
}
