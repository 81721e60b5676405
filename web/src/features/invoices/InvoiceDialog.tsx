import { Switch } from '@blueprintjs/core';
import { useEffect } from 'react';
import { SelectField } from '../../shared/FormField.tsx';
import { dialogFields } from '../../shared/dialogFields.tsx';
import { optionsOf } from '../../shared/ListFilter.tsx';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceDialog_invoice$key } from '../../__generated__/InvoiceDialog_invoice.graphql.ts';
import { addDaysIso, todayIso } from '../../shared/dates.ts';
import { InvoiceLinesEditor, emptyLine, type LineValues } from './InvoiceLinesEditor.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import type { Choice } from '../../shared/SearchPicker.tsx';
import { useDialogForm } from '../../shared/useDialogForm.ts';
import { ContractPicker } from '../contracts/ContractPicker.tsx';
import { FinanceFormDialog } from './FinanceFormDialog.tsx';
import { FinanceSupplierPicker } from './FinanceSupplierPicker.tsx';
import { costCenterLabel } from '../cost-centers/CostCenterPicker.tsx';
import { useUsualCostCenter } from './useUsualCostCenter.ts';
import { FREQUENCY_LABELS, invoiceDialogTexts as t, invoiceListTexts } from './texts.ts';

export type Frequency = 'monthly' | 'quarterly' | 'semiannual' | 'annual';

export interface InvoiceValues {
  invoiceNumber: string;
  companyName: string;
  supplier: Choice | null;
  contract: Choice | null;
  invoiceDate: string;
  dueDate: string;
  isRecurring: boolean;
  recurringFrequency: Frequency;
  nextInvoiceDate: string;
  lines: LineValues[];
}

interface InvoiceDialogProps {
  /** null: create. */
  invoice: InvoiceDialog_invoice$key | null;
  /** Opens a new invoice with the recurring switch on (the list's recurring-invoice dialog). */
  recurring: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (values: InvoiceValues) => Promise<Outcome<unknown>>;
}

/** Create, recurring and edit dialog of the invoice list (Italian). Totals are the server's. */
export function InvoiceDialog({ invoice, recurring, busy, onClose, onSave }: InvoiceDialogProps) {
  const current = useFragment(
    graphql`
      fragment InvoiceDialog_invoice on Invoice {
        invoiceNumber
        companyName
        supplierRowId
        supplierName
        contractRowId
        contractName
        invoiceDate
        dueDate
        isRecurring
        recurringFrequency
        nextInvoiceDate
        orderRowId
        lines {
          productRowId
          description
          quantity
          unitPrice
          vatPercentage
          costCenterId
          costCenterCode
          costCenterDescription
        }
      }
    `,
    invoice,
  );
  const today = todayIso();
  const form = useDialogForm<InvoiceValues>(
    () => ({
      invoiceNumber: current?.invoiceNumber ?? '',
      companyName: current?.companyName ?? '',
      supplier: current ? { id: String(current.supplierRowId), label: current.supplierName } : null,
      contract: current?.contractRowId
        ? { id: String(current.contractRowId), label: current.contractName ?? '' }
        : null,
      invoiceDate: current?.invoiceDate ?? today,
      dueDate: current?.dueDate ?? addDaysIso(today, 30),
      isRecurring: current?.isRecurring ?? recurring,
      recurringFrequency: (current?.recurringFrequency as Frequency | null) ?? 'monthly',
      nextInvoiceDate: current?.nextInvoiceDate ?? addDaysIso(today, 30),
      lines: current
        ? current.lines.map((l) => ({
            productId: l.productRowId === null ? null : String(l.productRowId),
            description: l.description,
            quantity: String(l.quantity),
            unitPrice: l.unitPrice,
            vatPercentage: l.vatPercentage,
            costCenter: l.costCenterId
              ? { id: l.costCenterId, label: costCenterLabel(l.costCenterCode ?? '', l.costCenterDescription ?? null) }
              : null,
          }))
        : [emptyLine()],
    }),
    onSave,
    onClose,
  );
  const { values, set } = form;
  // Issue 18: an invoice without an order is charged line by line; an empty line gets the supplier's usual one.
  const fromOrder = current?.orderRowId != null;
  const usual = useUsualCostCenter(fromOrder ? null : (values.supplier?.id ?? null));
  useEffect(() => {
    if (!usual || !values.lines.some((l) => l.costCenter === null)) return;
    set(
      'lines',
      values.lines.map((l) => (l.costCenter ? l : { ...l, costCenter: usual })),
    );
    // Only when the supplier's default arrives: a cleared line stays cleared afterwards.
  }, [usual]);
  const title = current ? t.editTitle : values.isRecurring ? t.recurringTitle : t.createTitle;

  const field = dialogFields(form, 'it');
  return (
    <FinanceFormDialog
      title={title}
      form={form}
      texts={{ errorTitle: invoiceListTexts.saveFailed, cancel: t.cancel, save: busy ? t.saving : t.save }}
      busy={busy}
    >
      <div className="fin-form">
        {field.text('invoiceNumber', 'invoice-number', t.invoiceNumber, { required: true })}
        {field.pick(FinanceSupplierPicker, 'supplier', 'invoice-supplier', t.supplier, {
          required: true,
          placeholder: t.selectSupplier,
        })}
        {field.text('companyName', 'invoice-company', t.companyName)}
        {field.pick(ContractPicker, 'contract', 'invoice-contract', t.contract, {
          placeholder: t.noContract,
          clearText: t.clearContract,
        })}
        {field.text('invoiceDate', 'invoice-date', t.invoiceDate, { required: true, type: 'date' })}
        {field.text('dueDate', 'invoice-due', t.dueDate, { required: true, type: 'date' })}
      </div>
      <InvoiceLinesEditor
        lines={values.lines}
        onChange={(lines) => set('lines', lines)}
        costCenters={fromOrder ? null : { usual }}
      />
      <Switch
        label={t.recurring}
        checked={values.isRecurring}
        onChange={(e) => set('isRecurring', e.currentTarget.checked)}
      />
      {values.isRecurring && (
        <div className="fin-form">
          <SelectField
            id="invoice-frequency"
            label={t.frequency}
            value={values.recurringFrequency}
            onValueChange={(v) => set('recurringFrequency', v as Frequency)}
            options={optionsOf(FREQUENCY_LABELS)}
          />
          {field.text('nextInvoiceDate', 'invoice-next', t.nextInvoiceDate, { type: 'date' })}
        </div>
      )}
    </FinanceFormDialog>
  );
}
