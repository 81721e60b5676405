import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { approveContract, rejectContract } from '../modules/contracts/contract-approval.service.ts';
import { downloadContractDocument, uploadContractDocument } from '../modules/contracts/contract-document.service.ts';
import type { ContractInput } from '../modules/contracts/contract-input.ts';
import { RENEWAL_LABELS } from '../modules/contracts/contract-status.ts';
import { contractApproval } from '../workflows/approval-kinds.ts';
import {
  createContract,
  deleteContract,
  getContract,
  listContracts,
  updateContract,
  type ContractFilters,
} from '../modules/contracts/contracts.service.ts';
import { contractExport } from '../modules/exports/document-exports.ts';
import { exportIfAsked } from './export.ts';
import { optionalId } from '../shared/ids.ts';
import { file, idParam, json, type RestEndpoint, type RestRequest } from './adapter.ts';
import { day, filterParam, oneOrList, statusFilter, targetId } from './legacy.ts';
import { fullName } from '../shared/names.ts';

type ContractRow = Awaited<ReturnType<typeof getContract>>;

/** The legacy contract; the list spells the final state Fully_Approved, the detail approved. */
export function legacyContract(contract: ContractRow, ctx: Context, listSpelling: boolean) {
  return {
    id: contract.id,
    contract_name: contract.contractName,
    supplier_id: contract.supplierId,
    supplier_name: contract.supplier.name,
    contract_type: contract.contractType,
    expiry_date: day(contract.expiryDate),
    renewal_type: RENEWAL_LABELS[contract.renewalType],
    signing_date: day(contract.signingDate),
    attachment_path: contract.attachmentKey,
    attachment_name: contract.attachmentName,
    status: contractApproval.restStatus(contract.status, listSpelling ? 'list' : 'detail'),
    tenant: ctx.viewer?.tenantShortName ?? null,
    created_by: contract.createdById,
    created_by_name: fullName(contract.createdBy),
    created_at: contract.createdAt.toISOString(),
    updated_at: contract.updatedAt.toISOString(),
    approvedByFinance: contract.approvedByFinanceId !== null,
    approvedByFinanceName: fullName(contract.approvedByFinance),
    approvedAtFinance: contract.approvedByFinanceAt?.toISOString() ?? null,
    approvedByIT: contract.approvedByItId !== null,
    approvedByITName: fullName(contract.approvedByIt),
    approvedAtIT: contract.approvedByItAt?.toISOString() ?? null,
    rejectedReason: contract.rejectedReason,
  };
}

function contractInput(body: Record<string, unknown>): ContractInput {
  const has = (key: string) => Object.hasOwn(body, key);
  const path = body.attachment_path;
  if (path !== undefined && path !== null && typeof path !== 'string') {
    throw new ValidationError('attachment_path: must be text', 'attachment_path');
  }
  return {
    contractName: body.contract_name,
    supplierId: has('supplier_id') ? optionalId(body.supplier_id, 'Supplier', 'supplier_id') : undefined,
    contractType: body.contract_type,
    expiryDate: body.expiry_date,
    renewalType: body.renewal_type,
    signingDate: body.signing_date,
    attachmentPath: path as string | null | undefined,
    attachmentName: body.attachment_name,
  };
}

async function upload(req: RestRequest, ctx: Context) {
  const entry = req.form?.get('file');
  const content = entry && typeof entry !== 'string' ? new Uint8Array(await entry.arrayBuffer()) : null;
  const { path } = await uploadContractDocument(ctx, content);
  return json({ success: true, path });
}

export const contractsEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    const filePath = req.query.get('file');
    if (filePath !== null) {
      const document = await downloadContractDocument(ctx, filePath);
      return file(document.content, document.fileName);
    }
    const filters = (): ContractFilters => ({
      status: statusFilter(req.query, contractApproval),
      supplierId: optionalId(filterParam(req.query, 'supplier_id'), 'Supplier', 'supplier_id'),
      search: filterParam(req.query, 'search'),
    });
    const exported = exportIfAsked(req.query, ctx, contractExport, filters);
    if (exported) return exported;
    return oneOrList(
      req,
      (id) => getContract(ctx, id),
      () => listContracts(ctx, filters()),
      (c, listed) => legacyContract(c, ctx, listed),
    );
  },

  async POST(req, ctx) {
    if (req.query.get('upload') === '1') return upload(req, ctx);
    const created = await createContract(ctx, contractInput(req.body));
    return json({ success: true, id: created.id });
  },

  /** With action approve/reject: the approval; otherwise the changed fields. */
  async PUT(req, ctx) {
    const id = targetId(req);
    const action = typeof req.body.action === 'string' ? req.body.action.toLowerCase() : null;
    if (action === 'approve') await approveContract(ctx, id);
    else if (action === 'reject') await rejectContract(ctx, id, req.body.rejectReason ?? req.body.rejectedReason);
    else if (action !== null) throw new ValidationError(`Unknown action: ${action.slice(0, 40)}`, 'action');
    else await updateContract(ctx, id, contractInput(req.body));
    return json({ success: true, id });
  },

  async DELETE(req, ctx) {
    await deleteContract(ctx, idParam(req.query.get('id')));
    return json({ success: true });
  },
};
