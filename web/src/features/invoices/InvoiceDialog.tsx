import { InputGroup, Switch } from '@blueprintjs/core';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { FormField, SelectField, TextField } from '../../shared/FormField.tsx';
import { optionsOf } from '../../shared/ListFilter.tsx';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceDialog_invoice$key } from '../../__generated__/InvoiceDialog_invoice.graphql.ts';
import { addDaysIso, todayIso } from '../../shared/dates.ts';
import { InvoiceLinesEditor, emptyLine, type LineValues } from './InvoiceLinesEditor.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import type { Choice } from '../../shared/SearchPicker.tsx';
import { useDialogForm } from '../../shared/useDialogForm.ts';
import { ContractPicker } from '../contracts/ContractPicker.tsx';
import { FinanceSupplierPicker } from './FinanceSupplierPicker.tsx';
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
        lines {
          productRowId
          description
          quantity
          unitPrice
          vatPercentage
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
          }))
        : [emptyLine()],
    }),
    onSave,
    onClose,
  );
  const { values, set } = form;
  const title = current ? t.editTitle : values.isRecurring ? t.recurringTitle : t.createTitle;

  return (
    <FormDialog
      title={title}
      className="fin-dialog"
      onClose={onClose}
      canOutsideClickClose={false}
      onSubmit={form.submit}
      error={form.error}
      errorTitle={invoiceListTexts.saveFailed}
      cancelText={t.cancel}
      submitText={busy ? t.saving : t.save}
      busy={busy}
    >
      <div className="fin-form">
        <FormField id="invoice-number" label={t.invoiceNumber} required>
          <InputGroup
            id="invoice-number"
            value={values.invoiceNumber}
            onValueChange={(v) => set('invoiceNumber', v)}
            required
          />
        </FormField>
        <FormField id="invoice-supplier" label={t.supplier} required>
          <FinanceSupplierPicker
            id="invoice-supplier"
            lang="it"
            required
            placeholder={t.selectSupplier}
            value={values.supplier}
            onChange={(supplier) => set('supplier', supplier)}
          />
        </FormField>
        <TextField
          id="invoice-company"
          label={t.companyName}
          value={values.companyName}
          onValueChange={(v) => set('companyName', v)}
        />
        <FormField id="invoice-contract" label={t.contract}>
          <ContractPicker
            id="invoice-contract"
            lang="it"
            placeholder={t.noContract}
            clearText={t.clearContract}
            value={values.contract}
            onChange={(contract) => set('contract', contract)}
          />
        </FormField>
        <FormField id="invoice-date" label={t.invoiceDate} required>
          <InputGroup
            id="invoice-date"
            type="date"
            value={values.invoiceDate}
            onValueChange={(v) => set('invoiceDate', v)}
            required
          />
        </FormField>
        <FormField id="invoice-due" label={t.dueDate} required>
          <InputGroup
            id="invoice-due"
            type="date"
            value={values.dueDate}
            onValueChange={(v) => set('dueDate', v)}
            required
          />
        </FormField>
      </div>
      <InvoiceLinesEditor lines={values.lines} onChange={(lines) => set('lines', lines)} />
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
          <TextField
            id="invoice-next"
            label={t.nextInvoiceDate}
            type="date"
            value={values.nextInvoiceDate}
            onValueChange={(v) => set('nextInvoiceDate', v)}
          />
        </div>
      )}
    </FormDialog>
  );
}
