import { Button, Card, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ContractDetail_contract$key } from '../../__generated__/ContractDetail_contract.graphql.ts';
import { DetailHeader, type Refresh } from '../../shared/DetailHeader.tsx';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { formatDate } from '../../shared/dates.ts';
import { DecisionDialog, useDecision } from '../../shared/DecisionDialog.tsx';
import { HistoryTimeline } from '../../shared/HistoryTimeline.tsx';
import { ContractApprovals } from './ContractApprovals.tsx';
import { downloadContractPdf } from './contractFiles.ts';
import { contractBadgeClass, contractDecisionTexts, contractTexts } from './texts.ts';
import { useDecideContractMutation } from './useDecideContractMutation.ts';

const t = contractTexts.detail;

export function ContractDetail({ contract, refresh }: { contract: ContractDetail_contract$key; refresh: Refresh }) {
  const data = useFragment(
    /* eslint-disable relay/unused-fields -- DetailHeader reads the status, the rejection and what the viewer may decide */
    graphql`
      fragment ContractDetail_contract on Contract {
        id
        history {
          ...HistoryTimeline_entries
        }
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
    /* eslint-enable relay/unused-fields */
    contract,
  );
  const [decide, deciding] = useDecideContractMutation();
  const decision = useDecision(
    data.id,
    [decide.approve, deciding],
    [decide.reject, deciding],
    { done: t.statusUpdated, failed: contractTexts.errorTitle },
    refresh.onRefresh,
  );
  const [downloading, setDownloading] = useState(false);

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
        back="/contracts"
        title={screens.contractDetail.title}
        subtitle={<span className="page__subtitle">{data.contractName}</span>}
        badge={<span className={contractBadgeClass(data.status)}>{data.statusLabel}</span>}
        refresh={refresh}
        record={data}
        texts={t}
        onDecide={decision.open}
      />
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
      <HistoryTimeline entries={data.history} lang="it" />
      {decision.dialog && <DecisionDialog {...decision.dialog} texts={contractDecisionTexts} />}
    </div>
  );
}
