import { FormDialog } from '../../shared/FormDialog.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import { useEditForm } from '../master-data/useEditForm.tsx';
import { TENANT_FIELDS, tenantProblem, tenantRows, trimmedTenant } from './tenantFields.tsx';
import { tenantTexts as t } from './texts.ts';
import type { ApproveValues } from './useApproveRegistrationMutation.ts';

interface ApproveRegistrationDialogProps {
  request: { firstName: string; lastName: string; email: string; company: string };
  busy: boolean;
  onApprove: (values: ApproveValues) => Promise<Outcome>;
  onClose: () => void;
}

/** A slug proposal from the company name: 'Nuova Impresa S.r.l.' -> 'nuova-impresa'. */
export function suggestShortName(company: string): string {
  const slug = company
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(s\.?r\.?l|s\.?p\.?a|s\.?n\.?c|s\.?a\.?s|srls|spa|srl)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^[0-9-]+/, '');
  return slug.slice(0, 30).replace(/-+$/, '');
}

export function ApproveRegistrationDialog({ request, busy, onApprove, onClose }: ApproveRegistrationDialogProps) {
  const form = useEditForm<ApproveValues>({
    id: 'approve',
    initial: {
      shortName: suggestShortName(request.company),
      fullName: request.company,
      contactPhone: '',
      adminPassword: '',
    },
    clean: trimmedTenant,
    check: (values) => tenantProblem(values, true),
    onSave: onApprove,
    onClose,
  });

  const field = (name: keyof ApproveValues) => form.text(name, t.dialog[name], TENANT_FIELDS[name]);

  return (
    <FormDialog
      title={t.registrations.approveTitle}
      icon="endorsed"
      className="md-dialog"
      bodyClassName="md-form"
      onClose={onClose}
      onSubmit={form.submit}
      noValidate
      intro={
        <p>
          {t.registrations.approveIntro(`${request.firstName} ${request.lastName} (${request.email})`, request.company)}
        </p>
      }
      error={form.error}
      cancelText={t.dialog.cancel}
      submitText={t.registrations.approve}
      submitIntent="success"
      submitIcon="endorsed"
      busy={busy}
      lockWhileBusy
    >
      {tenantRows(
        [
          ['shortName', 'fullName'],
          ['contactPhone', 'adminPassword'],
        ],
        field,
      )}
    </FormDialog>
  );
}
