import { ExportButton } from '../../shared/ExportButton.tsx';
import { Button, H3 } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RegistrationRequests_query$key } from '../../__generated__/RegistrationRequests_query.graphql.ts';
import { showToast, toastOnSuccess } from '../../components/toaster.ts';
import { DataRow, DataTable } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { ApproveRegistrationDialog } from './ApproveRegistrationDialog.tsx';
import { tenantTexts } from './texts.ts';
import { useApproveRegistrationMutation } from './useApproveRegistrationMutation.ts';
import { useRejectRegistrationMutation } from './useRejectRegistrationMutation.ts';

const t = tenantTexts.registrations;

interface RegistrationRequestsProps {
  query: RegistrationRequests_query$key;
  /** The tenant list's connection: an approved request's new tenant is appended to it. */
  tenantConnections: string[];
  onApproved: () => void;
}

type Request = { id: string; firstName: string; lastName: string; email: string; company: string };

/** Pending 'Registrati gratuitamente' requests: approve (new tenant and admin) or reject. */
export function RegistrationRequests({ query, tenantConnections, onApproved }: RegistrationRequestsProps) {
  const data = useFragment(
    graphql`
      fragment RegistrationRequests_query on Query {
        registrationRequests(first: 50) @connection(key: "RegistrationRequests_registrationRequests") {
          __id
          edges {
            node {
              id
              firstName
              lastName
              email
              company
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const [approving, setApproving] = useState<Request | null>(null);
  const [approve, busy] = useApproveRegistrationMutation();
  const reject = useRejectRegistrationMutation();
  const connection = data.registrationRequests;

  async function onReject(request: Request): Promise<void> {
    if (!window.confirm(t.rejectConfirm(request.company))) return;
    const outcome = await reject({ id: request.id }, [connection.__id]);
    showToast(outcome.ok ? t.rejected : outcome.message, outcome.ok ? 'success' : 'danger');
  }

  return (
    <section className="page" aria-label={t.title}>
      <div className="page__header">
        <H3 className="page__title">{t.title}</H3>
        <ExportButton list="registrations" />
      </div>
      <DataTable
        sortLabel="Ordina per"
        columns={[
          { label: t.columns.date, kind: 'nowrap' },
          { label: t.columns.name },
          { label: t.columns.email },
          { label: t.columns.company },
          { label: t.columns.actions, kind: 'actions' },
        ]}
        rows={connection.edges.map(({ node }) => (
          <DataRow
            key={node.id}
            cells={[
              formatDate(node.createdAt),
              `${node.firstName} ${node.lastName}`,
              node.email,
              <strong key="company">{node.company}</strong>,
              <>
                <Button
                  variant="minimal"
                  intent="success"
                  icon="endorsed"
                  text={t.approve}
                  onClick={() => setApproving(node)}
                />
                <Button variant="minimal" intent="danger" icon="cross" text={t.reject} onClick={() => onReject(node)} />
              </>,
            ]}
          />
        ))}
        empty={t.empty}
      />
      {approving && (
        <ApproveRegistrationDialog
          request={approving}
          busy={busy}
          onClose={() => setApproving(null)}
          onApprove={async (values) =>
            toastOnSuccess(await approve({ id: approving.id, ...values }, tenantConnections), t.approved, onApproved)
          }
        />
      )}
    </section>
  );
}
