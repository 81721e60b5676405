// The bank files of a payment run (issue 16, point 5), pure: the EPC SEPA Credit Transfer file
// (ISO 20022 pain.001.001.03) and the CBI "Bonifici SEPA" file (CBIPaymentRequest.00.04.01). Built with
// xmlbuilder2, which escapes every text and writes well-formed XML; the texts are already in the SEPA
// character set and within their lengths (sepa-text.ts). The control sum is the Decimal sum of the
// transactions as written (two decimals each), so header and lines agree to the cent.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { PaymentRunFormat } from '../../generated/prisma/enums.ts';
import { italianAbi } from '../../shared/bank-account.ts';
import { Decimal } from '../../shared/scalars.ts';

export interface BankFileDebtor {
  /** Already in the SEPA character set, at most 70 characters. */
  name: string;
  iban: string;
  bic: string | null;
  /** The CBI customer code: the CBI file's initiating party. */
  cbiCuc: string | null;
}

export interface BankFileTransfer {
  endToEndId: string;
  amount: Decimal;
  creditorName: string;
  creditorIban: string;
  creditorBic: string | null;
  remittance: string;
}

export interface BankFileInput {
  format: PaymentRunFormat;
  /** The run's reference: message and payment-information id. */
  reference: string;
  createdAt: Date;
  executionDate: string;
  debtor: BankFileDebtor;
  transfers: readonly BankFileTransfer[];
}

const NAMESPACES: Record<PaymentRunFormat, string> = {
  sepa: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03',
  cbi: 'urn:CBI:xsd:CBIPaymentRequest.00.04.01',
};

/** The sum of the amounts as the file writes them. */
export function controlSum(transfers: readonly { amount: Decimal }[]): Decimal {
  return transfers.reduce((sum, t) => sum.add(t.amount.toDecimalPlaces(2)), new Decimal(0));
}

/** ISODateTime without fractions or zone, as both schemas and most bank portals expect it. */
function isoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19);
}

function header(root: XMLBuilder, input: BankFileInput, sum: string): void {
  const group = root.ele('GrpHdr');
  group.ele('MsgId').txt(input.reference);
  group.ele('CreDtTm').txt(isoDateTime(input.createdAt));
  group.ele('NbOfTxs').txt(String(input.transfers.length));
  group.ele('CtrlSum').txt(sum);
  const party = group.ele('InitgPty');
  party.ele('Nm').txt(input.debtor.name);
  if (input.format === 'cbi') {
    // CBI: the initiating party is the customer code the bank assigned (issuer CBI).
    const other = party.ele('Id').ele('OrgId').ele('Othr');
    other.ele('Id').txt(input.debtor.cbiCuc ?? '');
    other.ele('Issr').txt('CBI');
  }
}

function transfer(info: XMLBuilder, input: BankFileInput, item: BankFileTransfer, position: number): void {
  const tx = info.ele('CdtTrfTxInf');
  const id = tx.ele('PmtId');
  // CBI numbers its instructions 1..n; SEPA takes the same as an optional instruction id.
  id.ele('InstrId').txt(String(position));
  id.ele('EndToEndId').txt(item.endToEndId);
  tx.ele('Amt').ele('InstdAmt', { Ccy: 'EUR' }).txt(item.amount.toFixed(2));
  if (item.creditorBic) {
    tx.ele('CdtrAgt')
      .ele('FinInstnId')
      .ele(input.format === 'cbi' ? 'BICFI' : 'BIC')
      .txt(item.creditorBic);
  }
  tx.ele('Cdtr').ele('Nm').txt(item.creditorName);
  tx.ele('CdtrAcct').ele('Id').ele('IBAN').txt(item.creditorIban);
  tx.ele('RmtInf').ele('Ustrd').txt(item.remittance);
}

function paymentInformation(root: XMLBuilder, input: BankFileInput, sum: string): void {
  const { debtor, format } = input;
  const info = root.ele('PmtInf');
  info.ele('PmtInfId').txt(input.reference);
  info.ele('PmtMtd').txt('TRF');
  info.ele('BtchBookg').txt('true');
  if (format === 'sepa') {
    info.ele('NbOfTxs').txt(String(input.transfers.length));
    info.ele('CtrlSum').txt(sum);
  }
  info.ele('PmtTpInf').ele('SvcLvl').ele('Cd').txt('SEPA');
  const date = info.ele('ReqdExctnDt');
  if (format === 'cbi') date.ele('Dt').txt(input.executionDate);
  else date.txt(input.executionDate);
  info.ele('Dbtr').ele('Nm').txt(debtor.name);
  const account = info.ele('DbtrAcct');
  account.ele('Id').ele('IBAN').txt(debtor.iban);
  if (format === 'sepa') account.ele('Ccy').txt('EUR');
  const agent = info.ele('DbtrAgt').ele('FinInstnId');
  if (format === 'cbi') {
    if (debtor.bic) agent.ele('BICFI').txt(debtor.bic);
    // CBI names the debtor's bank by its ABI, the bank code inside the Italian IBAN.
    agent
      .ele('ClrSysMmbId')
      .ele('MmbId')
      .txt(italianAbi(debtor.iban) ?? '');
  } else if (debtor.bic) {
    agent.ele('BIC').txt(debtor.bic);
  } else {
    // EPC: without the debtor's BIC the agent is "NOTPROVIDED" (IBAN-only).
    agent.ele('Othr').ele('Id').txt('NOTPROVIDED');
  }
  info.ele('ChrgBr').txt('SLEV');
  input.transfers.forEach((item, index) => transfer(info, input, item, index + 1));
}

/** The file's XML (UTF-8, with declaration), ready to store and download as is. */
export function buildBankFile(input: BankFileInput): string {
  const sum = controlSum(input.transfers).toFixed(2);
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const namespace = NAMESPACES[input.format];
  const root =
    input.format === 'cbi'
      ? doc.ele(namespace, 'CBIPaymentRequest')
      : doc.ele(namespace, 'Document').ele('CstmrCdtTrfInitn');
  header(root, input, sum);
  paymentInformation(root, input, sum);
  return doc.end({ prettyPrint: true });
}
