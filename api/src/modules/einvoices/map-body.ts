import type {
  Attachment,
  DeliveryNote,
  DocumentReference,
  InvoiceBody,
  InvoiceLine,
  PaymentTerms,
  PriceAdjustment,
  VatSummaryRow,
  WelfareFund,
  Withholding,
  XmlNode,
} from './types.ts';
import { childOf, childrenOf, flagOf, requiredChild, requiredText, textOf, textsOf } from './xml-node.ts';

const integerOf = (text: string | null) => (text === null ? null : Number.parseInt(text, 10));

const adjustmentsOf = (node: XmlNode): PriceAdjustment[] =>
  childrenOf(node, 'ScontoMaggiorazione').map((adjustment) => ({
    type: requiredText(adjustment, 'Tipo') as PriceAdjustment['type'],
    percentage: textOf(adjustment, 'Percentuale'),
    amount: textOf(adjustment, 'Importo'),
  }));

/** DatiOrdineAcquisto, DatiContratto, DatiConvenzione, DatiRicezione, DatiFattureCollegate. */
const referencesOf = (general: XmlNode, name: string): DocumentReference[] =>
  childrenOf(general, name).map((reference) => ({
    lineNumbers: textsOf(reference, 'RiferimentoNumeroLinea').map(Number),
    documentId: requiredText(reference, 'IdDocumento'),
    date: textOf(reference, 'Data'),
    itemNumber: textOf(reference, 'NumItem'),
    jobCode: textOf(reference, 'CodiceCommessaConvenzione'),
    cup: textOf(reference, 'CodiceCUP'),
    cig: textOf(reference, 'CodiceCIG'),
  }));

const deliveryNotesOf = (general: XmlNode): DeliveryNote[] =>
  childrenOf(general, 'DatiDDT').map((note) => ({
    number: requiredText(note, 'NumeroDDT'),
    date: requiredText(note, 'DataDDT'),
    lineNumbers: textsOf(note, 'RiferimentoNumeroLinea').map(Number),
  }));

const withholdingsOf = (document: XmlNode): Withholding[] =>
  childrenOf(document, 'DatiRitenuta').map((withholding) => ({
    type: requiredText(withholding, 'TipoRitenuta'),
    amount: requiredText(withholding, 'ImportoRitenuta'),
    rate: requiredText(withholding, 'AliquotaRitenuta'),
    paymentReason: requiredText(withholding, 'CausalePagamento'),
  }));

const welfareFundsOf = (document: XmlNode): WelfareFund[] =>
  childrenOf(document, 'DatiCassaPrevidenziale').map((fund) => ({
    fundType: requiredText(fund, 'TipoCassa'),
    rate: requiredText(fund, 'AlCassa'),
    amount: requiredText(fund, 'ImportoContributoCassa'),
    taxableBase: textOf(fund, 'ImponibileCassa'),
    vatRate: requiredText(fund, 'AliquotaIVA'),
    withholding: flagOf(fund, 'Ritenuta'),
    nature: textOf(fund, 'Natura'),
    administrativeRef: textOf(fund, 'RiferimentoAmministrazione'),
  }));

function lineOf(line: XmlNode): InvoiceLine {
  return {
    lineNumber: Number(requiredText(line, 'NumeroLinea')),
    description: requiredText(line, 'Descrizione'),
    quantity: textOf(line, 'Quantita'),
    unit: textOf(line, 'UnitaMisura'),
    unitPrice: requiredText(line, 'PrezzoUnitario'),
    adjustments: adjustmentsOf(line),
    total: requiredText(line, 'PrezzoTotale'),
    vatRate: requiredText(line, 'AliquotaIVA'),
    nature: textOf(line, 'Natura'),
    withholding: flagOf(line, 'Ritenuta'),
    kind: textOf(line, 'TipoCessionePrestazione'),
    itemCodes: childrenOf(line, 'CodiceArticolo').map((code) => ({
      type: requiredText(code, 'CodiceTipo'),
      value: requiredText(code, 'CodiceValore'),
    })),
    periodStart: textOf(line, 'DataInizioPeriodo'),
    periodEnd: textOf(line, 'DataFinePeriodo'),
    administrativeRef: textOf(line, 'RiferimentoAmministrazione'),
    otherData: childrenOf(line, 'AltriDatiGestionali').map((data) => ({
      type: requiredText(data, 'TipoDato'),
      text: textOf(data, 'RiferimentoTesto'),
      number: textOf(data, 'RiferimentoNumero'),
      date: textOf(data, 'RiferimentoData'),
    })),
  };
}

const summaryOf = (row: XmlNode): VatSummaryRow => ({
  vatRate: requiredText(row, 'AliquotaIVA'),
  nature: textOf(row, 'Natura'),
  incidentalCosts: textOf(row, 'SpeseAccessorie'),
  rounding: textOf(row, 'Arrotondamento'),
  taxableAmount: requiredText(row, 'ImponibileImporto'),
  tax: requiredText(row, 'Imposta'),
  vatDue: textOf(row, 'EsigibilitaIVA') as VatSummaryRow['vatDue'],
  legalReference: textOf(row, 'RiferimentoNormativo'),
});

const paymentsOf = (body: XmlNode): PaymentTerms[] =>
  childrenOf(body, 'DatiPagamento').map((terms) => ({
    conditions: requiredText(terms, 'CondizioniPagamento'),
    details: childrenOf(terms, 'DettaglioPagamento').map((detail) => ({
      beneficiary: textOf(detail, 'Beneficiario'),
      method: requiredText(detail, 'ModalitaPagamento'),
      termStartDate: textOf(detail, 'DataRiferimentoTerminiPagamento'),
      termDays: integerOf(textOf(detail, 'GiorniTerminiPagamento')),
      dueDate: textOf(detail, 'DataScadenzaPagamento'),
      amount: requiredText(detail, 'ImportoPagamento'),
      institution: textOf(detail, 'IstitutoFinanziario'),
      iban: textOf(detail, 'IBAN'),
      abi: textOf(detail, 'ABI'),
      cab: textOf(detail, 'CAB'),
      bic: textOf(detail, 'BIC'),
      paymentCode: textOf(detail, 'CodicePagamento'),
    })),
  }));

/**
 * Allegati, decoded. In the tree, each Attachment's base64 text is replaced by a reference to the
 * decoded bytes, so a rendering (or a stored copy of the tree) never carries the file twice.
 */
function attachmentsOf(body: XmlNode, bodyIndex: number): Attachment[] {
  return childrenOf(body, 'Allegati').map((allegato, index) => {
    const node = requiredChild(allegato, 'Attachment');
    // xs:base64Binary allows line breaks and blanks; Node's decoder skips them.
    const content = new Uint8Array(Buffer.from(node.value ?? '', 'base64'));
    delete node.value;
    node.attachment = { bodyIndex, index, size: content.byteLength };
    return {
      index,
      name: requiredText(allegato, 'NomeAttachment'),
      compression: textOf(allegato, 'AlgoritmoCompressione'),
      format: textOf(allegato, 'FormatoAttachment'),
      description: textOf(allegato, 'DescrizioneAttachment'),
      content,
    };
  });
}

/** One FatturaElettronicaBody as typed data (discrepancies are added by the caller). */
export function bodyOf(body: XmlNode, index: number): Omit<InvoiceBody, 'discrepancies'> {
  const general = requiredChild(body, 'DatiGenerali');
  const document = requiredChild(general, 'DatiGeneraliDocumento');
  const goods = requiredChild(body, 'DatiBeniServizi');
  const stamp = childOf(document, 'DatiBollo');
  return {
    index,
    documentType: requiredText(document, 'TipoDocumento'),
    currency: requiredText(document, 'Divisa'),
    date: requiredText(document, 'Data'),
    number: requiredText(document, 'Numero'),
    // Kept as written: a long Causale is split into 200-character pieces, blanks at the cut included.
    reasons: childrenOf(document, 'Causale').map((piece) => piece.value ?? ''),
    totalAmount: textOf(document, 'ImportoTotaleDocumento'),
    rounding: textOf(document, 'Arrotondamento'),
    documentAdjustments: adjustmentsOf(document),
    withholdings: withholdingsOf(document),
    stampDuty: stamp ? { virtual: flagOf(stamp, 'BolloVirtuale'), amount: textOf(stamp, 'ImportoBollo') } : null,
    welfareFunds: welfareFundsOf(document),
    orders: referencesOf(general, 'DatiOrdineAcquisto'),
    contracts: referencesOf(general, 'DatiContratto'),
    agreements: referencesOf(general, 'DatiConvenzione'),
    receipts: referencesOf(general, 'DatiRicezione'),
    linkedInvoices: referencesOf(general, 'DatiFattureCollegate'),
    deliveryNotes: deliveryNotesOf(general),
    lines: childrenOf(goods, 'DettaglioLinee').map(lineOf),
    vatSummary: childrenOf(goods, 'DatiRiepilogo').map(summaryOf),
    payments: paymentsOf(body),
    attachments: attachmentsOf(body, index),
  };
}
