import { Button, Card, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ContractDetail_contract$key } from '../../__generated__/ContractDetail_contract.graphql.ts';
import { DetailHeader } from '../../shared/DetailHeader.tsx';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { formatDate } from '../../shared/dates.ts';
import { DecisionDialog } from '../invoices/DecisionDialog.tsx';
import { ContractApprovals } from './ContractApprovals.tsx';
import { downloadContractPdf } from './contractFiles.ts';
import { contractBadgeClass, contractDecisionTexts, contractTexts } from './texts.ts';
import { useApproveContractMutation } from './useApproveContractMutation.ts';
import { useRejectContractMutation } from './useRejectContractMutation.ts';

const t = contractTexts.detail;

interface ContractDetailProps {
  contract: ContractDetail_contract$key;
  refreshing: boolean;
  onRefresh: () => void;
}

export function ContractDetail({ contract, refreshing, onRefresh }: ContractDetailProps) {
  const data = useFragment(
    graphql`
      fragment ContractDetail_contract on Contract {
        id
        contractName
        supplierName
        contractType
        expiryDate
        signingDate
        renewalLabel
        status
        statusLabel
        attachmentPath
        attachmentName
        createdByName
        createdAt
        updatedAt
        rejectedReason
        canApprove
        approvalBlockedReason
        canReject
        ...ContractApprovals_contract
      }
    `,
    contract,
  );
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [approve, approving] = useApproveContractMutation();
  const [reject, rejecting] = useRejectContractMutation();

  const decide = async (reason: string) => {
    const outcome = decision === 'reject' ? await reject(data.id, reason) : await approve(data.id);
    if (outcome.ok) {
      showToast(t.statusUpdated, 'success');
      setDecision(null);
      onRefresh();
    } else showToast(`${contractTexts.errorTitle}: ${outcome.message}`, 'danger');
  };

  const download = async () => {
    if (!data.attachmentPath) {
      showToast(t.noDocument, 'danger');
      return;
    }
    setDownloading(true);
    try {
      await downloadContractPdf(data.attachmentPath, data.attachmentName ?? null);
      showToast(t.downloadStarted, 'success');
    } catch (error) {
      showToast(`${t.downloadFailed}: ${(error as Error).message}`, 'danger');
    } finally {
      setDownloading(false);
    }
  };

  const facts: [string, string][] = [
    [t.name, data.contractName],
    [t.supplier, data.supplierName],
    [t.type, data.contractType || '—'],
    [t.expiry, data.expiryDate ? formatDate(data.expiryDate) : '—'],
    [t.signing, data.signingDate ? formatDate(data.signingDate) : '—'],
    [t.renewal, data.renewalLabel],
    [t.createdBy, data.createdByName ?? '—'],
    [t.createdAt, formatDate(data.createdAt)],
    [t.updatedAt, formatDate(data.updatedAt)],
  ];

  return (
    <div className="page" lang="it">
      <DetailHeader
        back={{ to: '/contracts', text: t.back }}
        title={screens.contractDetail.title}
        subtitle={<span className="page__subtitle">{data.contractName}</span>}
        badge={<span className={contractBadgeClass(data.status)}>{data.statusLabel}</span>}
        refresh={{ text: t.refresh, loading: refreshing, onRefresh }}
        decision={{
          canApprove: data.canApprove,
          canReject: data.canReject,
          approvalBlockedReason: data.approvalBlockedReason,
          approveText: t.approve,
          rejectText: t.reject,
          onDecide: setDecision,
        }}
      />
      {data.status === 'rejected' && data.rejectedReason && (
        <div className="fin-reason">
          <strong>{t.rejectionReason}:</strong> {data.rejectedReason}
        </div>
      )}
      <div className="fin-grid">
        <Card className="fin-section">
          <H4 className="fin-section__title">{t.details}</H4>
          <dl className="fin-facts">
            {facts.map(([label, value]) => (
              <div key={label} className="fin-facts__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card className="fin-section">
          <H4 className="fin-section__title">{t.pdfTitle}</H4>
          {data.attachmentPath ? (
            <>
              <p>{data.attachmentName ?? 'contratto.pdf'}</p>
              <div>
                <Button
                  icon="download"
                  intent="primary"
                  text={t.download}
                  loading={downloading}
                  onClick={() => void download()}
                />
              </div>
            </>
          ) : (
            <p className="fin-muted">{t.noDocument}</p>
          )}
        </Card>
        <Card className="fin-section">
          <H4 className="fin-section__title">{t.approvalTitle}</H4>
          <ContractApprovals contract={data} />
        </Card>
      </div>
      {decision && (
        <DecisionDialog
          kind={decision}
          texts={contractDecisionTexts}
          busy={approving || rejecting}
          onClose={() => setDecision(null)}
          onConfirm={(reason) => void decide(reason)}
        />
      )}
    </div>
  );
}
