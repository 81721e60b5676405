import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner, TextArea } from '@blueprintjs/core';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OfferBudgetApprovalQuery } from '../../__generated__/OfferBudgetApprovalQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { formatEuro } from '../../shared/format.ts';
import { FormField, inputProps } from '../../shared/FormField.tsx';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import '../budgets/budgets.css';
import { offerTexts } from './texts.ts';
import { useApproveOfferMutation } from './useApproveOfferMutation.ts';

const t = offerTexts.approval;
const b = t.budget;
const REASON_ID = 'budget-override-reason';
/** The server's refusal beyond budget names this field: its message sits under the reason. */
const SERVER_FIELDS = { budgetOverrideReason: REASON_ID };
const noChecks = () => ({});

interface Props {
  offerId: string;
  onClose: () => void;
}

/**
 * The finance approval of an offer (issue 18): its part per cost center with the budget and what is
 * available before and after; beyond a budget the approval needs a reason (the server decides and
 * refuses without one; this dialog only asks first).
 */
export function OfferBudgetApproval({ offerId, onClose }: Props) {
  return (
    <Dialog isOpen className="dialog--wide" title={t.approveTitle} onClose={onClose}>
      <Suspense
        fallback={
          <DialogBody>
            <Spinner size={24} aria-label={b.loading} />
          </DialogBody>
        }
      >
        <BudgetApprovalBody offerId={offerId} onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}

function BudgetApprovalBody({ offerId, onClose }: Props) {
  const data = useLazyLoadQuery<OfferBudgetApprovalQuery>(
    graphql`
      query OfferBudgetApprovalQuery($offerId: ID!) {
        offerBudget(offerId: $offerId) {
          needsOverride
          impact {
            costCenterCode
            costCenterDescription
            amount
            budget
            availableBefore
            availableAfter
            exceeds
          }
        }
      }
    `,
    { offerId },
    { fetchPolicy: 'network-only' },
  );
  const [reason, setReason] = useState('');
  const values = useMemo(() => ({ reason }), [reason]);
  // The reason is asked for by the disabled button; the server's own refusal lands next to the field.
  const form = useFieldErrors(values, noChecks, SERVER_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [approve, busy] = useApproveOfferMutation();
  const { impact, needsOverride } = data.offerBudget;
  const confirm = async () => {
    const outcome = await approve(offerId, needsOverride ? reason.trim() : undefined);
    if (!outcome.ok) {
      // Without the reason field on screen (the budget moved since the dialog opened) it is a callout.
      if (needsOverride && form.showServer(outcome)) return;
      setError(outcome.message);
      showToast(`${offerTexts.toast.statusFailed}: ${outcome.message}`, 'danger');
      return;
    }
    showToast(offerTexts.toast.statusUpdated, 'success');
    onClose();
  };
  return (
    <>
      <DialogBody>
        <p>{t.approveAs('FINANCE')}</p>
        <h4 className="budget-impact__title">{b.title}</h4>
        {impact.length === 0 ? (
          <p>{b.none}</p>
        ) : (
          <div className="budget-impact">
            <HTMLTable compact striped aria-label={b.title}>
              <thead>
                <tr>
                  <th>{b.costCenter}</th>
                  <th>{b.share}</th>
                  <th>{b.budget}</th>
                  <th>{b.before}</th>
                  <th>{b.after}</th>
                </tr>
              </thead>
              <tbody>
                {impact.map((i) => (
                  <tr key={i.costCenterCode} className={i.exceeds ? 'budget-impact__exceeds' : undefined}>
                    <td title={i.costCenterDescription}>{i.costCenterCode}</td>
                    <td>{formatEuro(i.amount)}</td>
                    <td>{i.budget === null ? b.noBudget : formatEuro(i.budget)}</td>
                    <td>{i.availableBefore === null ? '—' : formatEuro(i.availableBefore)}</td>
                    <td>{i.availableAfter === null ? '—' : formatEuro(i.availableAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        {needsOverride && (
          <>
            <Callout intent="warning" icon="warning-sign">
              {b.exceeds}
            </Callout>
            <FormField id={REASON_ID} label={b.reason} required error={form.errors[REASON_ID]}>
              <TextArea
                fill
                rows={3}
                placeholder={b.reasonPlaceholder}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                {...inputProps(REASON_ID, form.errors[REASON_ID])}
              />
            </FormField>
          </>
        )}
        {error && <Callout intent="danger">{error}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} />
            <Button
              intent="success"
              text={t.confirm}
              loading={busy}
              disabled={needsOverride && reason.trim() === ''}
              onClick={() => void confirm()}
            />
          </>
        }
      />
    </>
  );
}
