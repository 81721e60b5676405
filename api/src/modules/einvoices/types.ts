/**
 * The public shapes of the FatturaPA reader (issue 14). Pure data: no database, no HTTP.
 *
 * Field names are English (the product's words); each one names the FatturaPA element it comes
 * from, so a reader of the official specification finds it. Amounts are `DecimalString`s: the
 * exact text of the file, never re-rounded.
 */

/**
 * A decimal number exactly as the file writes it, surrounding blanks removed ("1220.00",
 * "0.12345678", "-10.00"). Use `new Decimal(text)` (api/src/shared/scalars.ts) for any arithmetic,
 * never `Number(text)`.
 */
export type DecimalString = string;

/** A calendar date as the file writes it, YYYY-MM-DD. */
export type IsoDate = string;

// ---------------------------------------------------------------------------------------------
// Input and outcomes
// ---------------------------------------------------------------------------------------------

/**
 * One uploaded file as the HTTP layer hands it over: a temporary file on disk (preferred: a ZIP is
 * then streamed from disk, never loaded whole) or bytes already in memory.
 */
export type UploadedFile = { name: string; path: string } | { name: string; bytes: Uint8Array };

/** Where an outcome comes from: an uploaded file, or one entry of an uploaded ZIP. */
export interface FileRef {
  /**
   * What to call the file in a report (the `file` of the REST answer): the upload's name, or
   * "<zip name>/<path inside the zip>" for a ZIP entry.
   */
  label: string;
  /** The uploaded file's name as the client sent it. */
  upload: string;
  /** A ZIP entry's path inside the archive, folders included; absent for a file uploaded directly. */
  entryPath?: string;
  /** The file's own name: the upload's base name, or the ZIP entry's base name. */
  fileName: string;
}

/**
 * The legal original of an invoice file, to be stored byte for byte and downloaded under its own
 * name: the envelope as received (the whole signed .p7m, not the XML inside it).
 */
export interface OriginalFile {
  /** The file's base name (for a ZIP entry, the entry's base name without its folders). */
  fileName: string;
  /** The bytes exactly as received. */
  bytes: Uint8Array;
  /** 'p7m' for a CAdES envelope (DER or base64), 'xml' for a plain XML file. */
  envelope: 'xml' | 'p7m';
  /** SHA-256 of `bytes`, lower-case hex: the same file imported twice has the same digest. */
  sha256: string;
}

/** Who signed a .p7m envelope, read from the signing certificate the envelope carries. */
export interface Signer {
  /** The certificate subject's common name (CN), else given name + surname, else its organisation. */
  name: string;
  /** The subject's serialNumber (Italian qualified certificates: "TINIT-<codice fiscale>"), if any. */
  serialNumber: string | null;
  /** The signing time the signer declared (signed attribute), if any; not a trusted timestamp. */
  signingTime: Date | null;
  /**
   * True when the signature matches the content with the certificate carried in the envelope
   * (message digest and signature value). This is an integrity check only: the certificate's chain
   * of trust and revocation are not checked, so it does not prove who the signer is.
   */
  intact: boolean;
}

/** An invoice file that passed every check: the original to keep and what it says. */
export interface InvoiceFileOutcome {
  kind: 'invoice';
  file: FileRef;
  original: OriginalFile;
  /**
   * The signers of a .p7m, outermost envelope first (a file signed twice, or co-signed, has
   * several); empty for a plain XML file.
   */
  signers: Signer[];
  document: ParsedFatturaPA;
}

/**
 * The SdI's own files that travel beside invoices (metadata `_MT_`, receipts and notifications
 * `_RC_`, `_NS_`, `_MC_`, `_NE_`, `_EC_`, `_SE_`, `_DT_`, `_AT_`): recognised, not imported, not an
 * error.
 */
export interface MetadataFileOutcome {
  kind: 'metadata';
  file: FileRef;
  /** The SdI file type from the name (e.g. 'MT'), or null when recognised by its content only. */
  sdiType: string | null;
}

/** A refused file: nothing of it is to be written. */
export interface ErrorFileOutcome {
  kind: 'error';
  file: FileRef;
  error: EInvoiceError;
}

export type FileOutcome = InvoiceFileOutcome | MetadataFileOutcome | ErrorFileOutcome;

/** Why a file was refused. */
export type EInvoiceErrorCode =
  /** Neither XML, .p7m nor ZIP (a PDF, an image, a nested ZIP...). */
  | 'unsupported-file'
  /** An XML above 5 MB, or a file above the envelope limit. */
  | 'file-too-large'
  /** Named .xml (or found inside a .p7m) but not XML: binary or text without markup. */
  | 'not-xml'
  /** A DOCTYPE or ENTITY declaration: refused before any parsing. */
  | 'forbidden-dtd'
  /** A character encoding other than UTF-8, ISO-8859-1/15, windows-1252 or US-ASCII (e.g. UTF-16). */
  | 'unsupported-encoding'
  /** Not well-formed XML. */
  | 'malformed-xml'
  /** XML cut short before the end of the document. */
  | 'truncated-xml'
  /** Well-formed, but its root is not a FatturaPA 1.2 FatturaElettronica. */
  | 'not-fatturapa'
  /** Not valid against the official FatturaPA 1.2.2 schema. */
  | 'schema-invalid'
  /** A body in another currency than EUR (not supported yet). */
  | 'unsupported-currency'
  /** A .p7m that is not a readable CAdES/PKCS#7 SignedData with the XML inside. */
  | 'bad-signed-file'
  /** Not a readable ZIP archive. */
  | 'zip-invalid'
  /** A ZIP above 200 MB uncompressed. */
  | 'zip-too-large'
  /** A ZIP with more than 2,000 entries. */
  | 'zip-too-many-entries'
  /** A compression ratio (declared or actual) typical of a ZIP bomb. */
  | 'zip-bomb'
  /** An encrypted ZIP entry. */
  | 'zip-encrypted'
  /** The uploaded file could not be read (it vanished, permissions). */
  | 'unreadable'
  /** An unexpected failure of the reader itself (a bug): the file is refused, the cause goes to onInternalError. */
  | 'internal';

/** A refusal: a stable code for programs and an Italian message for people (no internals in it). */
export interface EInvoiceError {
  code: EInvoiceErrorCode;
  /** A clear Italian sentence naming the problem, e.g. "File non valido: elemento 'Numero' mancante in DatiGeneraliDocumento". */
  message: string;
}

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

/** A valid FatturaPA file, read. */
export interface ParsedFatturaPA {
  /** The root's `versione`: 'FPR12' between businesses, 'FPA12' to a public administration. */
  version: 'FPR12' | 'FPA12';
  /** FatturaElettronicaHeader/DatiTrasmissione. */
  transmission: Transmission;
  /** FatturaElettronicaHeader/CedentePrestatore: the supplier. */
  supplier: Party;
  /** FatturaElettronicaHeader/CessionarioCommittente: the customer (this company, if addressed right). */
  customer: Party;
  /** One per FatturaElettronicaBody, in file order: each is an invoice of its own. */
  bodies: InvoiceBody[];
  /**
   * The whole document as an ordered tree, every element included (also those not modelled above),
   * for a complete rendering. Attachment contents are replaced by a reference (see XmlNode).
   */
  tree: XmlNode;
}

/** FatturaElettronicaHeader/DatiTrasmissione. */
export interface Transmission {
  /** IdTrasmittente. */
  senderId: VatId;
  /** ProgressivoInvio. */
  sequence: string;
  /** FormatoTrasmissione (FPR12 / FPA12). */
  format: string;
  /** CodiceDestinatario (7 characters B2B, 6 for a PA office). */
  recipientCode: string;
  /** PECDestinatario. */
  recipientPec: string | null;
}

/** IdFiscaleIVA / IdTrasmittente: a country code and the VAT code within it. */
export interface VatId {
  /** IdPaese, e.g. 'IT'. */
  country: string;
  /** IdCodice, e.g. the 11 digits of a partita IVA. */
  code: string;
}

/** CedentePrestatore or CessionarioCommittente. */
export interface Party {
  /** DatiAnagrafici/IdFiscaleIVA; null when the party gives only a fiscal code. */
  vatId: VatId | null;
  /** DatiAnagrafici/CodiceFiscale. */
  fiscalCode: string | null;
  /** The name to show and store: Denominazione, else "Nome Cognome". */
  name: string;
  /** Anagrafica/Denominazione (a company or body). */
  companyName: string | null;
  /** Anagrafica/Nome (a person). */
  firstName: string | null;
  /** Anagrafica/Cognome (a person). */
  lastName: string | null;
  /** Anagrafica/Titolo (e.g. "Avv."). */
  title: string | null;
  /** Sede. */
  address: Address;
  /** DatiAnagrafici/RegimeFiscale (supplier only, e.g. RF01 ordinary, RF19 flat rate). */
  taxRegime: string | null;
  /** Contatti/Email (supplier only). */
  email: string | null;
  /** Contatti/Telefono (supplier only). */
  phone: string | null;
}

/** Sede. */
export interface Address {
  /** Indirizzo. */
  street: string;
  /** NumeroCivico. */
  streetNumber: string | null;
  /** CAP. */
  postalCode: string;
  /** Comune. */
  city: string;
  /** Provincia (two letters), Italian addresses only. */
  province: string | null;
  /** Nazione, e.g. 'IT'. */
  country: string;
}

/** One FatturaElettronicaBody: one invoice (or credit note, fee note...). */
export interface InvoiceBody {
  /** 0-based position of the body in the file. */
  index: number;
  /**
   * DatiGeneraliDocumento/TipoDocumento, any code kept as written: TD01 invoice, TD02 advance,
   * TD04 credit note, TD05 debit note, TD06 professional fee, TD24/TD25 deferred...
   */
  documentType: string;
  /** Divisa: always 'EUR' (a file with another currency is refused). */
  currency: string;
  /** Data. */
  date: IsoDate;
  /** Numero: the supplier's document number. */
  number: string;
  /**
   * Causale, each occurrence in order and as written: the schema splits a long text into pieces of
   * up to 200 characters, blanks at the cuts included, so `reasons.join('')` is the whole text.
   */
  reasons: string[];
  /** ImportoTotaleDocumento (optional in the schema). */
  totalAmount: DecimalString | null;
  /** Arrotondamento of the document total. */
  rounding: DecimalString | null;
  /** DatiGeneraliDocumento/ScontoMaggiorazione: discounts or surcharges on the whole document. */
  documentAdjustments: PriceAdjustment[];
  /** DatiRitenuta: withholding taxes (several possible since 2021). */
  withholdings: Withholding[];
  /** DatiBollo: stamp duty. */
  stampDuty: StampDuty | null;
  /** DatiCassaPrevidenziale: welfare fund contributions. */
  welfareFunds: WelfareFund[];
  /** DatiGenerali/DatiOrdineAcquisto: purchase orders (IdDocumento is the order number). */
  orders: DocumentReference[];
  /** DatiGenerali/DatiContratto. */
  contracts: DocumentReference[];
  /** DatiGenerali/DatiConvenzione. */
  agreements: DocumentReference[];
  /** DatiGenerali/DatiRicezione. */
  receipts: DocumentReference[];
  /** DatiGenerali/DatiFattureCollegate: the invoice a credit or debit note refers to. */
  linkedInvoices: DocumentReference[];
  /** DatiGenerali/DatiDDT: delivery notes. */
  deliveryNotes: DeliveryNote[];
  /** DatiBeniServizi/DettaglioLinee, in file order. */
  lines: InvoiceLine[];
  /** DatiBeniServizi/DatiRiepilogo: one row per VAT rate (and Natura). */
  vatSummary: VatSummaryRow[];
  /** DatiPagamento, each block in order. */
  payments: PaymentTerms[];
  /** Allegati, decoded. */
  attachments: Attachment[];
  /**
   * Where the file's own figures disagree (lines vs summary vs total vs payments), in Italian words.
   * Not a refusal: the invoice is imported and carries them.
   */
  discrepancies: Discrepancy[];
}

/** ScontoMaggiorazione. */
export interface PriceAdjustment {
  /** Tipo: 'SC' discount, 'MG' surcharge. */
  type: 'SC' | 'MG';
  /** Percentuale. */
  percentage: DecimalString | null;
  /** Importo. */
  amount: DecimalString | null;
}

/** DatiRitenuta. */
export interface Withholding {
  /** TipoRitenuta: RT01 natural persons, RT02 legal persons, RT03-RT06 contributions. */
  type: string;
  /** ImportoRitenuta. */
  amount: DecimalString;
  /** AliquotaRitenuta. */
  rate: DecimalString;
  /** CausalePagamento (the CU model's code, e.g. 'A' for professional fees). */
  paymentReason: string;
}

/** DatiBollo. */
export interface StampDuty {
  /** BolloVirtuale = SI. */
  virtual: boolean;
  /** ImportoBollo (optional since 1.2.1). */
  amount: DecimalString | null;
}

/** DatiCassaPrevidenziale. */
export interface WelfareFund {
  /** TipoCassa, e.g. TC22 INPS, TC01 lawyers. */
  fundType: string;
  /** AlCassa: the contribution rate. */
  rate: DecimalString;
  /** ImportoContributoCassa. */
  amount: DecimalString;
  /** ImponibileCassa. */
  taxableBase: DecimalString | null;
  /** AliquotaIVA applied to the contribution. */
  vatRate: DecimalString;
  /** Ritenuta = SI: the contribution is subject to withholding. */
  withholding: boolean;
  /** Natura, when the contribution's VAT rate is 0. */
  nature: string | null;
  /** RiferimentoAmministrazione. */
  administrativeRef: string | null;
}

/** DatiOrdineAcquisto / DatiContratto / DatiConvenzione / DatiRicezione / DatiFattureCollegate. */
export interface DocumentReference {
  /** RiferimentoNumeroLinea: the lines this reference covers; empty = the whole document. */
  lineNumbers: number[];
  /** IdDocumento: the referenced document's number (the order number, the invoice number...). */
  documentId: string;
  /** Data. */
  date: IsoDate | null;
  /** NumItem. */
  itemNumber: string | null;
  /** CodiceCommessaConvenzione. */
  jobCode: string | null;
  /** CodiceCUP. */
  cup: string | null;
  /** CodiceCIG. */
  cig: string | null;
}

/** DatiDDT. */
export interface DeliveryNote {
  /** NumeroDDT. */
  number: string;
  /** DataDDT. */
  date: IsoDate;
  /** RiferimentoNumeroLinea. */
  lineNumbers: number[];
}

/** DettaglioLinee. */
export interface InvoiceLine {
  /** NumeroLinea. */
  lineNumber: number;
  /** Descrizione (up to 1,000 characters). */
  description: string;
  /** Quantita: absent for a flat amount. */
  quantity: DecimalString | null;
  /** UnitaMisura. */
  unit: string | null;
  /** PrezzoUnitario (up to 8 decimals). */
  unitPrice: DecimalString;
  /** ScontoMaggiorazione on the line, in order. */
  adjustments: PriceAdjustment[];
  /** PrezzoTotale (up to 8 decimals): the line's taxable amount. */
  total: DecimalString;
  /** AliquotaIVA, e.g. '22.00'; '0.00' with a Natura. */
  vatRate: DecimalString;
  /** Natura of a 0% line (N1...N7, e.g. 'N2.2'). */
  nature: string | null;
  /** Ritenuta = SI: the line is subject to withholding. */
  withholding: boolean;
  /** TipoCessionePrestazione: SC discount, PR prize, AB allowance, AC incidental cost. */
  kind: string | null;
  /** CodiceArticolo. */
  itemCodes: Array<{ type: string; value: string }>;
  /** DataInizioPeriodo. */
  periodStart: IsoDate | null;
  /** DataFinePeriodo. */
  periodEnd: IsoDate | null;
  /** RiferimentoAmministrazione. */
  administrativeRef: string | null;
  /** AltriDatiGestionali. */
  otherData: Array<{ type: string; text: string | null; number: DecimalString | null; date: IsoDate | null }>;
}

/** DatiRiepilogo: one VAT rate (and Natura) of the document. */
export interface VatSummaryRow {
  /** AliquotaIVA. */
  vatRate: DecimalString;
  /** Natura, for a 0% row. */
  nature: string | null;
  /** SpeseAccessorie. */
  incidentalCosts: DecimalString | null;
  /** Arrotondamento. */
  rounding: DecimalString | null;
  /** ImponibileImporto. */
  taxableAmount: DecimalString;
  /** Imposta. */
  tax: DecimalString;
  /** EsigibilitaIVA: 'I' immediate, 'D' deferred, 'S' split payment (the customer pays the VAT). */
  vatDue: 'I' | 'D' | 'S' | null;
  /** RiferimentoNormativo. */
  legalReference: string | null;
}

/** DatiPagamento. */
export interface PaymentTerms {
  /** CondizioniPagamento: TP01 instalments, TP02 in full, TP03 advance. */
  conditions: string;
  /** DettaglioPagamento, in order: one per due date (or alternative ways to pay the same amount). */
  details: PaymentDetail[];
}

/** DettaglioPagamento. */
export interface PaymentDetail {
  /** Beneficiario. */
  beneficiary: string | null;
  /** ModalitaPagamento, e.g. MP05 bank transfer, MP12 RIBA, MP19 SEPA direct debit. */
  method: string;
  /** DataRiferimentoTerminiPagamento. */
  termStartDate: IsoDate | null;
  /** GiorniTerminiPagamento. */
  termDays: number | null;
  /** DataScadenzaPagamento. */
  dueDate: IsoDate | null;
  /** ImportoPagamento. */
  amount: DecimalString;
  /** IstitutoFinanziario. */
  institution: string | null;
  /** IBAN, as written (no spaces: the schema forbids them). */
  iban: string | null;
  /** ABI. */
  abi: string | null;
  /** CAB. */
  cab: string | null;
  /** BIC. */
  bic: string | null;
  /** CodicePagamento. */
  paymentCode: string | null;
}

/** Allegati. */
export interface Attachment {
  /** 0-based position among the body's Allegati (what XmlNode.attachment points at). */
  index: number;
  /** NomeAttachment. */
  name: string;
  /** AlgoritmoCompressione (e.g. 'ZIP'): the content is then still compressed. */
  compression: string | null;
  /** FormatoAttachment (e.g. 'PDF'). */
  format: string | null;
  /** DescrizioneAttachment. */
  description: string | null;
  /** The decoded content (the base64 of the file, decoded). */
  content: Uint8Array;
}

/** A disagreement between the file's own figures. */
export interface Discrepancy {
  /**
   * lines-vs-summary: the lines of a VAT rate do not add up to its summary's taxable amount;
   * lines-without-summary: lines with a VAT rate that has no summary row;
   * tax-vs-rate: a summary's tax is not its taxable amount x rate (beyond the cent of rounding);
   * total-vs-summary: the document total is not taxable + tax of the summary;
   * payments-vs-total: the payment schedule does not add up to the amount to pay.
   */
  code: 'lines-vs-summary' | 'lines-without-summary' | 'tax-vs-rate' | 'total-vs-summary' | 'payments-vs-total';
  /** The disagreement in Italian, with both figures. */
  message: string;
}

/**
 * One element of the generic document tree. The root is FatturaElettronica; every element of the
 * file appears once, in file order.
 */
export interface XmlNode {
  /** The element's local name, without a namespace prefix (e.g. 'DatiGeneraliDocumento'). */
  name: string;
  /** The element's attributes, in file order; absent when it has none. */
  attributes?: Array<{ name: string; value: string }>;
  /** The text of a leaf element, as written; absent for an element with child elements. */
  value?: string;
  /** Child elements, in file order (empty for a leaf). */
  children: XmlNode[];
  /**
   * On an Allegati/Attachment element, instead of `value` (the base64): where the decoded content
   * is, `bodies[bodyIndex].attachments[index]`, and its size in bytes.
   */
  attachment?: { bodyIndex: number; index: number; size: number };
}
