import type { InvoiceValues } from './InvoiceDialog.tsx';

/** The dialog's values as the API's InvoiceInput (the API takes a global or a database id for every id). */
export function toInvoiceInput(values: InvoiceValues) {
  return {
    invoiceNumber: values.invoiceNumber,
    companyName: values.companyName,
    supplierId: values.supplier?.id ?? null,
    contractId: values.contract?.id ?? null,
    invoiceDate: values.invoiceDate || null,
    dueDate: values.dueDate || null,
    isRecurring: values.isRecurring,
    recurringFrequency: values.isRecurring ? values.recurringFrequency : null,
    nextInvoiceDate: values.isRecurring ? values.nextInvoiceDate || null : null,
    lines: values.lines.map((line) => ({
      productId: line.productId,
      description: line.description,
      quantity: Number(line.quantity),
      unitPrice: line.unitPrice || '0',
      vatPercentage: line.vatPercentage || '0',
      // Empty: the server charges the line to the supplier's usual cost center.
      costCenterId: line.costCenter?.id ?? null,
    })),
  };
}
