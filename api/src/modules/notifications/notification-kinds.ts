import type { TxClient } from '../../db/tenant-scope.ts';
import { contractApproval, invoiceApproval, offerApproval } from '../../workflows/approval-kinds.ts';
import { approvalRuleSelect, type ApprovalFlow, type ApprovalState } from '../../workflows/approval.ts';
import type { WithPolicy } from '../../workflows/segregation.ts';

/** An approvable document as the notifications read it: the workflow's state, its name, its creator. */
export interface ApprovableRow extends ApprovalState, WithPolicy {
  createdById: number | null;
  name: string;
}

/** What the notifications need of each approvable kind; the rules themselves stay in workflows/. */
export interface ApprovableKind {
  documentType: 'offer' | 'invoice' | 'contract';
  flow: ApprovalFlow<string>;
  read(tx: TxClient, id: number): Promise<ApprovableRow | null>;
  /** "Offerta «Portatili»", "Fattura FT-12", "Contratto «Pulizie»". */
  label(name: string): string;
  /** The Italian participles agreeing with the noun. */
  approved: string;
  rejected: string;
  link(id: number): string;
}

export const APPROVABLE: Record<string, ApprovableKind> = {
  Offer: {
    documentType: 'offer',
    flow: offerApproval as ApprovalFlow<string>,
    async read(tx, id) {
      const row = await tx.offer.findFirst({
        where: { id },
        select: { ...approvalRuleSelect, title: true, createdById: true },
      });
      return row && { ...row, name: row.title };
    },
    label: (name) => `Offerta «${name}»`,
    approved: 'approvata',
    rejected: 'rifiutata',
    link: (id) => `/offers/${id}`,
  },
  Invoice: {
    documentType: 'invoice',
    flow: invoiceApproval as ApprovalFlow<string>,
    async read(tx, id) {
      const row = await tx.invoice.findFirst({
        where: { id },
        select: { ...approvalRuleSelect, invoiceNumber: true, createdById: true },
      });
      return row && { ...row, name: row.invoiceNumber };
    },
    label: (name) => `Fattura ${name}`,
    approved: 'approvata',
    rejected: 'rifiutata',
    link: (id) => `/invoices/${id}`,
  },
  Contract: {
    documentType: 'contract',
    flow: contractApproval as ApprovalFlow<string>,
    async read(tx, id) {
      const row = await tx.contract.findFirst({
        where: { id },
        select: { ...approvalRuleSelect, contractName: true, createdById: true },
      });
      return row && { ...row, name: row.contractName };
    },
    label: (name) => `Contratto «${name}»`,
    approved: 'approvato',
    rejected: 'rifiutato',
    link: (id) => `/contracts/${id}`,
  },
};

/** The step's name as the screens say it. */
export const STEP_LABEL = { finance: 'Finance', it: 'IT' } as const;
