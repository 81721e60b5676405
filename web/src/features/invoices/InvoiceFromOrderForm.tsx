import { Button, Card, FormGroup, H2, H4, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { InvoiceFromOrderForm_draft$key } from '../../__generated__/InvoiceFromOrderForm_draft.graphql.ts';
import type { InvoiceFromOrderForm_suppliers$key } from '../../__generated__/InvoiceFromOrderForm_suppliers.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import { showToast } from '../../components/toaster.ts';
import { formatEuro } from '../../shared/format.ts';
import { addDaysIso, todayIso } from '../../shared/dates.ts';
import { previewLine } from './linePreview.ts';
import { fromOrderTexts as t } from './fromOrderTexts.ts';
import { useCreateInvoiceFromOrderMutation } from './useCreateInvoiceFromOrderMutation.ts';

interface Props {
  draft: InvoiceFromOrderForm_draft$key;
  suppliers: InvoiceFromOrderForm_suppliers$key;
}

/** The first failed check, in the spec's order (heading 5), or null. */
function firstProblem(
  v: { companyName: string; invoiceNumber: string; invoiceDate: string; dueDate: string; supplierId: string },
  vats: string[],
) {
  if (!v.companyName.trim()) return t.messages.companyName;
  if (!v.invoiceNumber.trim()) return t.messages.invoiceNumber;
  if (!v.invoiceDate) return t.messages.invoiceDate;
  if (!v.dueDate) return t.messages.dueDate;
  if (!v.supplierId) return t.messages.supplier;
  if (vats.some((x) => x === '' || Number(x) < 0 || Number(x) > 100)) return t.messages.vat;
  return null;
}

export function InvoiceFromOrderForm({ draft, suppliers }: Props) {
  const order = useFragment(
    graphql`
      fragment InvoiceFromOrderForm_draft on InvoiceDraft {
        orderRowId
        orderNumber
        supplierRowId
        supplierBusinessName
        lines {
          key
          description
          quantity
          unitPrice
        }
      }
    `,
    draft,
  );
  const options = useFragment(
    graphql`
      fragment InvoiceFromOrderForm_suppliers on Query {
        financeSupplierOptions {
          rowId
          label
        }
      }
    `,
    suppliers,
  );
  const navigate = useNavigate();
  const [create, busy] = useCreateInvoiceFromOrderMutation();
  const today = todayIso();
  const [values, setValues] = useState({
    companyName: order.supplierBusinessName,
    invoiceNumber: '',
    invoiceDate: today,
    dueDate: addDaysIso(today, 30),
    supplierId: String(order.supplierRowId),
  });
  const [vats, setVats] = useState<string[]>(() => order.lines.map(() => '22'));
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const previews = useMemo(
    () => order.lines.map((line, i) => previewLine(String(line.quantity), line.unitPrice, vats[i] || '0')),
    [order.lines, vats],
  );
  const net = previews.reduce((s, p) => s + (p?.net ?? 0), 0);
  const vat = previews.reduce((s, p) => s + (p?.vat ?? 0), 0);

  const submit = async () => {
    const problem = firstProblem(values, vats);
    if (problem) {
      showToast(problem, 'danger');
      return;
    }
    const outcome = await create({
      orderId: String(order.orderRowId),
      ...values,
      lines: order.lines.map((line, i) => ({ key: line.key, vatPercentage: vats[i] ?? '22' })),
    });
    if (outcome.ok) {
      showToast(t.messages.created, 'success');
      navigate(`/invoices/${outcome.value}`);
      return;
    }
    // The order changed meanwhile (someone invoiced it): back to the orders, as the spec's guards do.
    if (outcome.message === t.messages.alreadyInvoiced || outcome.message === t.messages.notReceived) {
      showToast(outcome.message, 'danger');
      navigate('/orders');
      return;
    }
    showToast(`${t.messages.failed}: ${outcome.message}`, 'danger');
  };

  return (
    <form
      className="page"
      lang="en"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <div className="fin-header">
        <ButtonLink to={`/orders/${order.orderRowId}`} icon="arrow-left" text={t.back} />
        <H2 className="fin-header__title">{t.title(order.orderNumber)}</H2>
      </div>
      <Card className="fin-section">
        <H4 className="fin-section__title">{t.invoiceDetails}</H4>
        <div className="fin-form">
          <FormGroup
            label={
              <>
                {t.companyName} <RequiredMark />
              </>
            }
            labelFor="fo-company"
          >
            <InputGroup id="fo-company" value={values.companyName} onValueChange={(v) => set('companyName', v)} />
          </FormGroup>
          <FormGroup
            label={
              <>
                {t.invoiceNumber} <RequiredMark />
              </>
            }
            labelFor="fo-number"
          >
            <InputGroup id="fo-number" value={values.invoiceNumber} onValueChange={(v) => set('invoiceNumber', v)} />
          </FormGroup>
          <FormGroup
            label={
              <>
                {t.invoiceDate} <RequiredMark />
              </>
            }
            labelFor="fo-date"
          >
            <InputGroup
              id="fo-date"
              type="date"
              value={values.invoiceDate}
              onValueChange={(v) => set('invoiceDate', v)}
            />
          </FormGroup>
          <FormGroup
            label={
              <>
                {t.dueDate} <RequiredMark />
              </>
            }
            labelFor="fo-due"
          >
            <InputGroup id="fo-due" type="date" value={values.dueDate} onValueChange={(v) => set('dueDate', v)} />
          </FormGroup>
          <FormGroup
            label={
              <>
                {t.supplier} <RequiredMark />
              </>
            }
            labelFor="fo-supplier"
          >
            <HTMLSelect
              id="fo-supplier"
              fill
              value={values.supplierId}
              onChange={(e) => set('supplierId', e.currentTarget.value)}
            >
              <option value="">{t.selectSupplier}</option>
              {options.financeSupplierOptions.map((s) => (
                <option key={s.rowId} value={String(s.rowId)}>
                  {s.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
      </Card>
      <Card className="fin-card">
        <HTMLTable className="fin-table" striped>
          <thead>
            <tr>
              <th>{t.product}</th>
              <th className="fin-num">{t.quantity}</th>
              <th className="fin-num">{t.unitPrice}</th>
              <th>{t.vat}</th>
              <th className="fin-num">{t.net}</th>
              <th className="fin-num">{t.vatAmount}</th>
              <th className="fin-num">{t.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              <tr key={line.key}>
                <td>{line.description}</td>
                <td className="fin-num">{line.quantity}</td>
                <td className="fin-num">{formatEuro(line.unitPrice)}</td>
                <td>
                  <InputGroup
                    aria-label={`${t.vat} ${line.description}`}
                    type="number"
                    min={0}
                    max={100}
                    step={0.01}
                    value={vats[i] ?? ''}
                    onValueChange={(v) => setVats((all) => all.map((x, k) => (k === i ? v : x)))}
                  />
                </td>
                <td className="fin-num">{formatEuro(previews[i]?.net ?? 0)}</td>
                <td className="fin-num">{formatEuro(previews[i]?.vat ?? 0)}</td>
                <td className="fin-num">{formatEuro((previews[i]?.net ?? 0) + (previews[i]?.vat ?? 0))}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <div className="fin-totals">
          <span>
            {t.subtotal}: {formatEuro(net)}
          </span>
          <span>
            {t.vatAmount}: {formatEuro(vat)}
          </span>
          <strong>
            {t.total}: {formatEuro(net + vat)}
          </strong>
        </div>
      </Card>
      <div className="fin-toolbar">
        <span className="fin-toolbar__spacer" />
        <ButtonLink to="/orders" text={t.cancel} />
        <Button type="submit" intent="primary" icon="document" text={busy ? t.submitting : t.submit} loading={busy} />
      </div>
    </form>
  );
}
