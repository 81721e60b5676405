import { Button, Card, H3, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RegistrationRequests_query$key } from '../../__generated__/RegistrationRequests_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
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
    const outcome = await reject(request.id, [connection.__id]);
    showToast(outcome.ok ? t.rejected : outcome.message, outcome.ok ? 'success' : 'danger');
  }

  return (
    <section className="page" aria-label={t.title}>
      <H3 className="page__title">{t.title}</H3>
      <Card className="md-card">
        {connection.edges.length === 0 ? (
          <NonIdealState className="md-empty" icon="inbox" description={t.empty} />
        ) : (
          <HTMLTable className="md-table" striped>
            <thead>
              <tr>
                <th>{t.columns.date}</th>
                <th>{t.columns.name}</th>
                <th>{t.columns.email}</th>
                <th>{t.columns.company}</th>
                <th className="md-actions">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {connection.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td className="md-nowrap">{formatDate(node.createdAt)}</td>
                  <td>{`${node.firstName} ${node.lastName}`}</td>
                  <td>{node.email}</td>
                  <td>
                    <strong>{node.company}</strong>
                  </td>
                  <td className="md-actions">
                    <Button
                      variant="minimal"
                      intent="success"
                      icon="endorsed"
                      text={t.approve}
                      onClick={() => setApproving(node)}
                    />
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon="cross"
                      text={t.reject}
                      onClick={() => onReject(node)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
      {approving && (
        <ApproveRegistrationDialog
          request={approving}
          busy={busy}
          onClose={() => setApproving(null)}
          onApprove={async (values) => {
            const outcome = await approve(approving.id, values, tenantConnections);
            if (outcome.ok) {
              showToast(t.approved, 'success');
              onApproved();
            }
            return outcome;
          }}
        />
      )}
    </section>
  );
}
