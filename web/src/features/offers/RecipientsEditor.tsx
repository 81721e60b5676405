import { Button, Card, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import { EMPTY_RECIPIENT, recipientErrors, type DraftRecipient, type RecipientValues } from './offerDraft.ts';
import { RecipientFields } from './RecipientFields.tsx';
import { DraftTable } from './DraftTable.tsx';
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
      <DraftTable
        columns={[
          { label: t.name },
          { label: t.costCenter },
          { label: t.location },
          { label: t.city },
          { label: t.share, num: true },
        ]}
        items={recipients}
        keyOf={(r) => r.key}
        cells={(r) => [r.name, r.costCenter.code, r.location, r.city, `${r.amountShare}%`]}
        empty={t.noRecipients}
        removeLabel={t.remove}
        onChange={onChange}
      />
    </Card>
  );
}
