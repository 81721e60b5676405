import { Button, Card, Code } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { ApiKeysPageQuery } from '../../__generated__/ApiKeysPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { DataRow, DataTable } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { SelectField, TextField } from '../../shared/FormField.tsx';
import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { ShownOnce } from '../../shared/ShownOnce.tsx';
import { useScreenQuery, type ScreenQuery } from '../../shared/screenQuery.ts';
import { apiKeyTexts as t } from './texts.ts';
import { useCreateApiKeyMutation } from './useCreateApiKeyMutation.ts';
import { useRevokeApiKeyMutation } from './useRevokeApiKeyMutation.ts';

const API_KEYS_QUERY = graphql`
  query ApiKeysPageQuery {
    apiKeys {
      id
      name
      access
      keyPrefix
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`;

export const apiKeysQuery = (): ScreenQuery<ApiKeysPageQuery> => ({ query: API_KEYS_QUERY, variables: {} });

const ACCESS = ['read_only', 'procurement', 'finance', 'it_director', 'admin'] as const;
const COLUMNS = Object.values(t.columns)
  .map((label) => ({ label }))
  .concat([{ label: '', kind: 'actions' } as never]);

/** API keys (/admin/api-keys, Italian): create one (shown once), see when each was used, revoke. */
export function ApiKeysPage() {
  const { data, refresh } = useScreenQuery<ApiKeysPageQuery>(API_KEYS_QUERY);
  const [name, setName] = useState('');
  const [access, setAccess] = useState<(typeof ACCESS)[number]>('read_only');
  const [error, setError] = useState<string | undefined>();
  const [newKey, setNewKey] = useState<string | null>(null);
  const [create, creating] = useCreateApiKeyMutation();
  const [revoke, revoking] = useRevokeApiKeyMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t.nameRequired);
    setError(undefined);
    const outcome = await create({ name: name.trim(), access });
    if (!outcome.ok) return setError(outcome.message);
    setNewKey(outcome.value);
    setName('');
    showToast(t.created, 'success');
    refresh();
  };

  return (
    <ScreenPage title={screens.apiKeys.title} lang="it">
      <Card className="api-keys__form">
        <p>{t.intro}</p>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <TextField id="api-key-name" label={t.name} required error={error} value={name} onValueChange={setName} />
          <SelectField
            id="api-key-access"
            label={t.access}
            value={access}
            onValueChange={(value) => setAccess(value as (typeof ACCESS)[number])}
            options={ACCESS.map((value) => ({ value, label: t.accessLabels[value]! }))}
          />
          <Button type="submit" intent="primary" icon="key" loading={creating} text={t.create} />
        </form>
        {newKey && <ShownOnce title={t.copyOnce} value={newKey} testId="new-api-key" />}
      </Card>
      <DataTable
        columns={COLUMNS}
        empty={t.empty}
        label={screens.apiKeys.title}
        rows={data.apiKeys.map((key) => (
          <DataRow
            key={key.id}
            cells={[
              key.name,
              t.accessLabels[key.access] ?? key.access,
              <Code key="prefix">{key.keyPrefix}…</Code>,
              formatDate(key.createdAt),
              key.lastUsedAt ? formatDate(key.lastUsedAt) : t.never,
              key.revokedAt ? t.revokedState : t.active,
              key.revokedAt ? null : (
                <Button
                  key="revoke"
                  small
                  intent="danger"
                  text={t.revoke}
                  loading={revoking}
                  onClick={() =>
                    void revoke({ id: key.id }).then((o) =>
                      showToast(o.ok ? t.revoked : o.message, o.ok ? 'success' : 'danger'),
                    )
                  }
                />
              ),
            ]}
          />
        ))}
      />
    </ScreenPage>
  );
}
