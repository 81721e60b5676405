import { Button, Card, H2, H4, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { InvoiceFromOrderForm_draft$key } from '../../__generated__/InvoiceFromOrderForm_draft.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { showToast } from '../../components/toaster.ts';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import { addDaysIso, todayIso } from '../../shared/dates.ts';
import { FormField, inputProps, TextField } from '../../shared/FormField.tsx';
import { formatEuro } from '../../shared/format.ts';
import { useFieldErrors, type FieldErrors } from '../../shared/useFieldErrors.ts';
import { SupplierPicker, type SupplierOption } from '../suppliers/SupplierPicker.tsx';
import { fromOrderTexts as t } from './fromOrderTexts.ts';
import { InvoiceTotals } from './InvoiceTotals.tsx';
import { previewLine } from './linePreview.ts';
import { useCreateInvoiceFromOrderMutation } from './useCreateInvoiceFromOrderMutation.ts';

interface Props {
  draft: InvoiceFromOrderForm_draft$key;
}

interface Values {
  companyName: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  supplier: SupplierOption | null;
  vats: string[];
}

const FIELDS = {
  companyName: 'fo-company',
  invoiceNumber: 'fo-number',
  invoiceDate: 'fo-date',
  dueDate: 'fo-due',
  supplierId: 'fo-supplier',
} as const;
const vatField = (index: number) => `fo-vat-${index}`;

/** The spec's checks (heading 5), each on its field. */
function invoiceErrors(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.companyName.trim()) errors[FIELDS.companyName] = t.messages.companyName;
  if (!v.invoiceNumber.trim()) errors[FIELDS.invoiceNumber] = t.messages.invoiceNumber;
  if (!v.invoiceDate) errors[FIELDS.invoiceDate] = t.messages.invoiceDate;
  if (!v.dueDate) errors[FIELDS.dueDate] = t.messages.dueDate;
  if (!v.supplier) errors[FIELDS.supplierId] = t.messages.supplier;
  v.vats.forEach((x, i) => {
    if (x === '' || Number(x) < 0 || Number(x) > 100) errors[vatField(i)] = t.messages.vat;
  });
  return errors;
}

export function InvoiceFromOrderForm({ draft }: Props) {
  const order = useFragment(
    graphql`
      fragment InvoiceFromOrderForm_draft on InvoiceDraft {
        orderRowId
        orderNumber
        supplierRowId
        supplierName
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
  const navigate = useNavigate();
  const [create, busy] = useCreateInvoiceFromOrderMutation();
  const [values, setValues] = useState<Values>(() => {
    const today = todayIso();
    return {
      companyName: order.supplierBusinessName,
      invoiceNumber: '',
      invoiceDate: today,
      dueDate: addDaysIso(today, 30),
      supplier: { id: String(order.supplierRowId), name: order.supplierName, businessName: order.supplierBusinessName },
      vats: order.lines.map(() => '22'),
    };
  });
  const form = useFieldErrors(values, invoiceErrors, FIELDS);
  const { errors } = form;
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const previews = useMemo(
    () => order.lines.map((line, i) => previewLine(String(line.quantity), line.unitPrice, values.vats[i] || '0')),
    [order.lines, values.vats],
  );
  const net = previews.reduce((s, p) => s + (p?.net ?? 0), 0);
  const vat = previews.reduce((s, p) => s + (p?.vat ?? 0), 0);

  const submit = async () => {
    if (!form.check() || !values.supplier) return;
    const { supplier, vats, ...fields } = values;
    const outcome = await create({
      orderId: String(order.orderRowId),
      ...fields,
      supplierId: supplier.id,
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
    if (!form.showServer(outcome)) showToast(`${t.messages.failed}: ${outcome.message}`, 'danger');
  };

  const text = (key: 'companyName' | 'invoiceNumber' | 'invoiceDate' | 'dueDate', label: string, type?: string) => (
    <TextField
      id={FIELDS[key]}
      label={label}
      required
      error={errors[FIELDS[key]]}
      {...(type ? { type } : {})}
      value={values[key]}
      onValueChange={set(key)}
    />
  );

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
          {text('companyName', t.companyName)}
          {text('invoiceNumber', t.invoiceNumber)}
          {text('invoiceDate', t.invoiceDate, 'date')}
          {text('dueDate', t.dueDate, 'date')}
          <FormField id={FIELDS.supplierId} label={t.supplier} required error={errors[FIELDS.supplierId]}>
            <SupplierPicker
              id={FIELDS.supplierId}
              placeholder={t.selectSupplier}
              value={values.supplier}
              onChange={set('supplier')}
              invalid={Boolean(errors[FIELDS.supplierId])}
            />
          </FormField>
        </div>
      </Card>
      <Card className="data-card">
        <DetailTable
          columns={[
            { label: t.product },
            { label: t.quantity, kind: 'num' },
            { label: t.unitPrice, kind: 'num' },
            { label: t.vat },
            { label: t.net, kind: 'num' },
            { label: t.vatAmount, kind: 'num' },
            { label: t.lineTotal, kind: 'num' },
          ]}
          rows={order.lines.map((line, i) => (
            <DataRow
              key={line.key}
              cells={[
                line.description,
                line.quantity,
                formatEuro(line.unitPrice),
                <FormField key="vat" id={vatField(i)} label={undefined} error={errors[vatField(i)]}>
                  <InputGroup
                    {...inputProps(vatField(i), errors[vatField(i)])}
                    aria-label={`${t.vat} ${line.description}`}
                    type="number"
                    min={0}
                    max={100}
                    step={0.01}
                    value={values.vats[i] ?? ''}
                    onValueChange={(v) => set('vats')(values.vats.map((x, k) => (k === i ? v : x)))}
                  />
                </FormField>,
                formatEuro(previews[i]?.net ?? 0),
                formatEuro(previews[i]?.vat ?? 0),
                formatEuro((previews[i]?.net ?? 0) + (previews[i]?.vat ?? 0)),
              ]}
            />
          ))}
        />
        <InvoiceTotals
          net={net}
          vat={vat}
          total={net + vat}
          labels={{ net: t.subtotal, vat: t.vatAmount, total: t.total }}
          format={formatEuro}
        />
      </Card>
      <div className="fin-toolbar">
        <span className="fin-toolbar__spacer" />
        <ButtonLink to="/orders" text={t.cancel} />
        <Button type="submit" intent="primary" icon="document" text={busy ? t.submitting : t.submit} loading={busy} />
      </div>
    </form>
  );
}
