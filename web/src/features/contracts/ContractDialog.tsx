import { FileInput, FormGroup } from '@blueprintjs/core';
import { SelectField } from '../../shared/FormField.tsx';
import { dialogFields } from '../../shared/dialogFields.tsx';
import { pdfProblem } from '../../shared/pdf.ts';
import { graphql, useFragment } from 'react-relay';
import type { ContractDialog_contract$key } from '../../__generated__/ContractDialog_contract.graphql.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { Choice } from '../../shared/SearchPicker.tsx';
import { useDialogForm } from '../../shared/useDialogForm.ts';
import { FinanceFormDialog } from '../invoices/FinanceFormDialog.tsx';
import { FinanceSupplierPicker } from '../invoices/FinanceSupplierPicker.tsx';
import { contractTexts } from './texts.ts';

const RENEWAL_OPTIONS = [
  { value: 'tacito', label: 'Tacito' },
  { value: 'da_firmare', label: 'Da firmare' },
];

export interface ContractValues {
  contractName: string;
  supplier: Choice | null;
  contractType: string;
  expiryDate: string;
  signingDate: string;
  renewalType: 'tacito' | 'da_firmare';
  file: File | null;
}

interface ContractDialogProps {
  contract: ContractDialog_contract$key | null;
  busy: boolean;
  onClose: () => void;
  onSave: (values: ContractValues) => Promise<Outcome<unknown>>;
}

const t = contractTexts.dialog;

/** Create/edit dialog with the PDF upload (checked here for type and size, and again by the server). */
export function ContractDialog({ contract, busy, onClose, onSave }: ContractDialogProps) {
  const current = useFragment(
    graphql`
      fragment ContractDialog_contract on Contract {
        contractName
        supplierRowId
        supplierName
        contractType
        expiryDate
        signingDate
        renewalType
        attachmentName
      }
    `,
    contract,
  );
  const form = useDialogForm<ContractValues>(
    {
      contractName: current?.contractName ?? '',
      supplier: current ? { id: String(current.supplierRowId), label: current.supplierName } : null,
      contractType: current?.contractType ?? '',
      expiryDate: current?.expiryDate ?? '',
      signingDate: current?.signingDate ?? '',
      renewalType: current?.renewalType === 'da_firmare' ? 'da_firmare' : 'tacito',
      file: null,
    },
    onSave,
    onClose,
  );
  const { values, set } = form;

  const pickFile = (file: File | undefined) => {
    form.setError(null);
    if (!file) return;
    const problem = pdfProblem(file);
    if (problem) form.setError(problem === 'type' ? t.onlyPdf : t.tooLarge);
    else set('file', file);
  };

  const field = dialogFields(form, 'it');
  return (
    <FinanceFormDialog
      title={current ? t.editTitle : t.createTitle}
      form={form}
      texts={{ errorTitle: contractTexts.errorTitle, cancel: t.cancel, save: t.save }}
      busy={busy}
    >
      <div className="fin-form">
        {field.text('contractName', 'contract-name', t.name, { required: true })}
        {field.pick(FinanceSupplierPicker, 'supplier', 'contract-supplier', t.supplier, {
          required: true,
          placeholder: t.selectSupplier,
        })}
        {field.text('contractType', 'contract-type', t.type, { placeholder: t.typePlaceholder })}
        <SelectField
          id="contract-renewal"
          label={t.renewal}
          value={values.renewalType}
          onValueChange={(v) => set('renewalType', v === 'da_firmare' ? 'da_firmare' : 'tacito')}
          options={RENEWAL_OPTIONS}
        />
        {field.text('signingDate', 'contract-signing', t.signing, { type: 'date' })}
        {field.text('expiryDate', 'contract-expiry', t.expiry, { type: 'date' })}
      </div>
      <FormGroup
        label={t.pdf}
        labelFor="contract-pdf"
        helperText={current?.attachmentName ? t.currentPdf(current.attachmentName) : undefined}
      >
        <FileInput
          fill
          text={values.file?.name ?? t.choosePdf}
          buttonText="Sfoglia"
          hasSelection={values.file !== null}
          inputProps={{ id: 'contract-pdf', accept: 'application/pdf' }}
          onInputChange={(e) => pickFile(e.currentTarget.files?.[0])}
        />
      </FormGroup>
    </FinanceFormDialog>
  );
}
