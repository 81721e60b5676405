import { Button, Card, H4, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import { EMPTY_RECIPIENT, recipientErrors, type DraftRecipient, type RecipientValues } from './offerDraft.ts';
import { RecipientFields } from './RecipientFields.tsx';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;
const PREFIX = 'new-recipient';

interface Props {
  recipients: DraftRecipient[];
  onChange: (recipients: DraftRecipient[]) => void;
}

/** Recipients of a new offer: each a share (percent) of the offer total; together at most 100%. */
export function RecipientsEditor({ recipients, onChange }: Props) {
  const [values, setValues] = useState<RecipientValues>(EMPTY_RECIPIENT);
  const shares = recipients.map((r) => r.amountShare);
  const form = useFieldErrors(values, (v) => recipientErrors(v, shares, PREFIX));

  function add() {
    if (!form.check() || !values.costCenter) return;
    const key = `${Date.now()}-${recipients.length}`;
    const amountShare = Number(values.amountShare).toFixed(2);
    onChange([...recipients, { ...values, costCenter: values.costCenter, key, amountShare }]);
    showToast(offerTexts.toast.recipientAddedLocal, 'success');
    setValues(EMPTY_RECIPIENT);
    form.reset();
  }

  return (
    <Card className="proc-section">
      <H4>{t.recipients}</H4>
      <RecipientFields idPrefix={PREFIX} values={values} errors={form.errors} onChange={setValues} />
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
                <td>{r.costCenter.code}</td>
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
