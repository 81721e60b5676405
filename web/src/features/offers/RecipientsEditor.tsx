import { Button, Card, H4, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { recipientError, type DraftRecipient } from './offerDraft.ts';
import { graphql, useFragment } from 'react-relay';
import type { RecipientsEditor_query$key } from '../../__generated__/RecipientsEditor_query.graphql.ts';
import { EMPTY_RECIPIENT, RecipientFields } from './RecipientFields.tsx';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;

interface Props {
  query: RecipientsEditor_query$key;
  recipients: DraftRecipient[];
  onChange: (recipients: DraftRecipient[]) => void;
}

/** Recipients of a new offer: each a share (percent) of the offer total; together at most 100%. */
export function RecipientsEditor({ query, recipients, onChange }: Props) {
  const lookups = useFragment(
    graphql`
      fragment RecipientsEditor_query on Query {
        costCenters(first: 100) {
          edges {
            node {
              id
              code
              description
            }
          }
        }
      }
    `,
    query,
  );
  const [values, setValues] = useState(EMPTY_RECIPIENT);

  function add() {
    const error = recipientError(
      values,
      recipients.map((r) => r.amountShare),
    );
    if (error) {
      showToast(error, 'danger');
      return;
    }
    onChange([
      ...recipients,
      {
        ...values,
        key: `${Date.now()}-${recipients.length}`,
        amountShare: Number(values.amountShare).toFixed(2),
      },
    ]);
    showToast(offerTexts.toast.recipientAddedLocal, 'success');
    setValues(EMPTY_RECIPIENT);
  }

  return (
    <Card className="proc-section">
      <H4>{t.recipients}</H4>
      <RecipientFields
        idPrefix="new-recipient"
        values={values}
        costCenters={lookups.costCenters.edges.map(({ node }) => ({
          id: node.id,
          code: node.code,
          description: node.description,
        }))}
        onChange={setValues}
      />
      <div>
        <Button icon="new-person" text={t.addRecipient} onClick={add} />
      </div>
      {recipients.length === 0 ? (
        <p className="proc-muted">{t.noRecipients}</p>
      ) : (
        <HTMLTable className="proc-table" compact>
          <thead>
            <tr>
              <th>{t.name}</th>
              <th>{t.costCenter}</th>
              <th>{t.location}</th>
              <th>{t.city}</th>
              <th className="proc-num">{t.share}</th>
              <th className="proc-actions" aria-label={t.remove} />
            </tr>
          </thead>
          <tbody>
            {recipients.map((r) => (
              <tr key={r.key}>
                <td>{r.name}</td>
                <td>{r.costCenterCode}</td>
                <td>{r.location}</td>
                <td>{r.city}</td>
                <td className="proc-num">{r.amountShare}%</td>
                <td className="proc-actions">
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t.remove}
                    onClick={() => onChange(recipients.filter((x) => x.key !== r.key))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
