import { FileInput, FormGroup, InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { FormField, SelectField, TextField } from '../../shared/FormField.tsx';
import { pdfProblem } from '../../shared/pdf.ts';
import { graphql, useFragment } from 'react-relay';
import type { ContractDialog_contract$key } from '../../__generated__/ContractDialog_contract.graphql.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { Choice } from '../../shared/SearchPicker.tsx';
import { useDialogForm } from '../../shared/useDialogForm.ts';
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

  return (
    <FormDialog
      title={current ? t.editTitle : t.createTitle}
      className="fin-dialog"
      onClose={onClose}
      canOutsideClickClose={false}
      onSubmit={form.submit}
      error={form.error}
      errorTitle={contractTexts.errorTitle}
      cancelText={t.cancel}
      submitText={t.save}
      busy={busy}
    >
      <div className="fin-form">
        <FormField id="contract-name" label={t.name} required>
          <InputGroup
            id="contract-name"
            value={values.contractName}
            onValueChange={(v) => set('contractName', v)}
            required
          />
        </FormField>
        <FormField id="contract-supplier" label={t.supplier} required>
          <FinanceSupplierPicker
            id="contract-supplier"
            lang="it"
            placeholder={t.selectSupplier}
            value={values.supplier}
            onChange={(supplier) => set('supplier', supplier)}
          />
        </FormField>
        <TextField
          id="contract-type"
          label={t.type}
          placeholder={t.typePlaceholder}
          value={values.contractType}
          onValueChange={(v) => set('contractType', v)}
        />
        <SelectField
          id="contract-renewal"
          label={t.renewal}
          value={values.renewalType}
          onValueChange={(v) => set('renewalType', v === 'da_firmare' ? 'da_firmare' : 'tacito')}
          options={RENEWAL_OPTIONS}
        />
        <TextField
          id="contract-signing"
          label={t.signing}
          type="date"
          value={values.signingDate}
          onValueChange={(v) => set('signingDate', v)}
        />
        <TextField
          id="contract-expiry"
          label={t.expiry}
          type="date"
          value={values.expiryDate}
          onValueChange={(v) => set('expiryDate', v)}
        />
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
    </FormDialog>
  );
}
