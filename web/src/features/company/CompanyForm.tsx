import { Button, Callout, Card, H5 } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CompanyForm_tenant$key } from '../../__generated__/CompanyForm_tenant.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { TextField } from '../../shared/FormField.tsx';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import { COMPANY_FIELD_IDS, companyInput, validateCompany, type CompanyValues } from './companyDraft.ts';
import { companyTexts as t } from './texts.ts';
import { useUpdateCompanySettingsMutation } from './useUpdateCompanySettingsMutation.ts';
import './CompanyForm.css';

type Field = keyof CompanyValues;

/** Each section's fields in order: legal data, registered office, e-invoice match tolerance. */
const SECTIONS: readonly { title: string; fields: readonly Field[]; help?: string }[] = [
  { title: t.legalSection, fields: ['legalName', 'vatNumber', 'fiscalCode'] },
  { title: t.addressSection, fields: ['address', 'postalCode', 'city', 'province', 'country'] },
  { title: t.matchSection, fields: ['matchTolerancePercent', 'matchToleranceAmount'], help: t.matchHelp },
  { title: t.bankSection, fields: ['iban', 'bic', 'cbiCuc'], help: t.bankHelp },
];

const LABELS: Record<Field, string> = {
  legalName: t.legalName,
  vatNumber: t.vatNumber,
  fiscalCode: t.fiscalCode,
  address: t.address,
  postalCode: t.postalCode,
  city: t.city,
  province: t.province,
  country: t.country,
  matchTolerancePercent: t.tolerancePercent,
  matchToleranceAmount: t.toleranceAmount,
  iban: t.iban,
  bic: t.bic,
  cbiCuc: t.cbiCuc,
};

/** The company's legal data and match tolerance; a tenant admin edits and saves them in place. */
export function CompanyForm({ tenant }: { tenant: CompanyForm_tenant$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyForm_tenant on Tenant {
        canEditCompany
        legalName
        vatNumber
        fiscalCode
        address
        postalCode
        city
        province
        country
        matchTolerancePercent
        matchToleranceAmount
        iban
        bic
        cbiCuc
      }
    `,
    tenant,
  );
  const [values, setValues] = useState<CompanyValues>(() => ({
    legalName: data.legalName,
    vatNumber: data.vatNumber ?? '',
    fiscalCode: data.fiscalCode ?? '',
    address: data.address ?? '',
    postalCode: data.postalCode ?? '',
    city: data.city ?? '',
    province: data.province ?? '',
    country: data.country,
    matchTolerancePercent: data.matchTolerancePercent,
    matchToleranceAmount: data.matchToleranceAmount,
    iban: data.iban ?? '',
    bic: data.bic ?? '',
    cbiCuc: data.cbiCuc ?? '',
  }));
  const { errors, check, showServer } = useFieldErrors(values, validateCompany, COMPANY_FIELD_IDS);
  const [save, saving] = useUpdateCompanySettingsMutation();
  const readOnly = !data.canEditCompany;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !check()) return;
    const outcome = await save(companyInput(values));
    if (outcome.ok) showToast(t.saved, 'success');
    else if (!showServer(outcome)) showToast(outcome.message, 'danger');
  };

  const field = (name: Field) => (
    <TextField
      key={name}
      id={COMPANY_FIELD_IDS[name]}
      className={`company-form__field company-form__field--${name}`}
      label={LABELS[name]}
      required={name === 'legalName' || name === 'country'}
      hint={name === 'vatNumber' ? t.vatHint : undefined}
      error={errors[COMPANY_FIELD_IDS[name]]}
      value={values[name]}
      disabled={readOnly || saving}
      autoComplete="off"
      inputMode={name.startsWith('matchTolerance') ? 'decimal' : undefined}
      onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );

  return (
    <form className="company-form" onSubmit={(e) => void submit(e)} noValidate>
      {readOnly && <Callout intent="primary">{t.readOnly}</Callout>}
      {SECTIONS.map((section) => (
        <Card key={section.title} className="company-form__section">
          <H5>{section.title}</H5>
          {section.help && <p className="company-form__help">{section.help}</p>}
          <div className="company-form__grid">{section.fields.map(field)}</div>
        </Card>
      ))}
      {!readOnly && (
        <div className="company-form__actions">
          <Button type="submit" intent="primary" icon="floppy-disk" loading={saving} text={t.save} />
        </div>
      )}
    </form>
  );
}
