// The demo e-invoices (issue 14): one FatturaPA file per customer tenant, imported at seeding time
// through the same reader and mapping as an upload, so the detail screen, the downloads and the
// isolation suites have an imported invoice to show. The XML is written here the way suppliers'
// software writes it; the reader validates it against the official schema while seeding.
import type { TenantSeed } from './types.ts';

export interface EInvoiceLineSeed {
  description: string;
  quantity?: string;
  unit?: string;
  unitPrice: string;
  vatRate: string;
}

export interface EInvoiceSeed {
  /** The demo supplier (its key) that sent the file; its name, address and VAT number are written in it. */
  supplier: string;
  number: string;
  daysAgo: number;
  reason: string;
  /** An order number the file cites (one the tenant does not have: the import notes it). */
  orderNumber?: string;
  deliveryNote?: string;
  lines: EInvoiceLineSeed[];
  /** Due dates in days from today, split evenly (the last takes the remainder). */
  instalments: number[];
  iban: string;
  /** The readable copy embedded in Allegati. */
  attachmentName: string;
}

export const DEMO_EINVOICES: Record<string, EInvoiceSeed[]> = {
  acme: [
    {
      supplier: 'informatica',
      number: 'FPR 412/25',
      daysAgo: 6,
      reason: 'Fornitura accessori postazioni di lavoro come da Vs. ordine PO-2024-118',
      orderNumber: 'PO-2024-118',
      deliveryNote: 'DDT 2211',
      lines: [
        {
          description: 'Cuffie con microfono USB-C',
          quantity: '12.00',
          unit: 'PZ',
          unitPrice: '38.50',
          vatRate: '22.00',
        },
        { description: 'Cavo HDMI 2.1 - 2 m', quantity: '12.00', unit: 'PZ', unitPrice: '9.90', vatRate: '22.00' },
        { description: 'Configurazione e consegna al piano', unitPrice: '120.00', vatRate: '22.00' },
      ],
      instalments: [24, 54],
      iban: 'IT60X0542811101000000123456',
      attachmentName: 'FPR-412-25.pdf',
    },
  ],
  globex: [
    {
      supplier: 'cartoleria',
      number: '87/2025',
      daysAgo: 3,
      reason: 'Materiale di cancelleria trimestrale',
      lines: [
        { description: 'Risme carta A4 80 g', quantity: '40.00', unit: 'RS', unitPrice: '4.20', vatRate: '22.00' },
        { description: 'Raccoglitori ad anelli', quantity: '30.00', unit: 'PZ', unitPrice: '3.10', vatRate: '22.00' },
      ],
      instalments: [30],
      iban: 'IT42L1234512345123456789012',
      attachmentName: 'fattura-87-2025.pdf',
    },
  ],
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const el = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<${name}>${escape(value)}</${name}>`;

/** "Via Torino 45" -> street and number, as the Sede of a file splits them. */
function street(address: string): { street: string; number?: string } {
  const match = /^(.*?)(?:\s+(\d+\w*))?$/.exec(address.split(',')[0]!.trim());
  return { street: match?.[1] ?? address, number: match?.[2] };
}

/** "Via Vittor Pisani 16, 20124 Milano (MI)" -> the Sede of a demo supplier. */
function supplierSede(address: string): string {
  const [first, rest = ''] = address.split(',');
  const place = /(\d{5})\s+(.+?)\s*\((\w{2})\)/.exec(rest);
  const { street: name, number } = street(first!);
  return (
    el('Indirizzo', name) +
    el('NumeroCivico', number) +
    el('CAP', place?.[1] ?? '00100') +
    el('Comune', place?.[2] ?? 'Roma') +
    el('Provincia', place?.[3]) +
    el('Nazione', 'IT')
  );
}

export interface DemoFile {
  fileName: string;
  xml: string;
}

/**
 * The FatturaPA 1.2.2 file of a demo e-invoice: amounts computed here to the cent so that the file
 * agrees with itself, dates from the day of seeding.
 */
export function demoEInvoiceFile(
  seed: EInvoiceSeed,
  customer: TenantSeed,
  supplier: { businessName: string; address: string; vatNumber: string },
  day: (offset: number) => string,
  attachment: Uint8Array,
  sequence: number,
): DemoFile {
  const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
  // Amounts in cents as integers, so the file's figures add up exactly.
  const lineCents = seed.lines.map((l) => Math.round(Number(l.quantity ?? '1') * Number(l.unitPrice) * 100));
  const taxable = lineCents.reduce((a, b) => a + b, 0);
  const tax = Math.round((taxable * 22) / 100);
  const total = taxable + tax;
  const share = Math.floor(total / seed.instalments.length);
  const lines = seed.lines
    .map(
      (l, i) =>
        `<DettaglioLinee>${el('NumeroLinea', String(i + 1))}${el('Descrizione', l.description)}${el('Quantita', l.quantity)}` +
        `${el('UnitaMisura', l.unit)}${el('PrezzoUnitario', l.unitPrice)}${el('PrezzoTotale', cents(lineCents[i]! / 100))}` +
        `${el('AliquotaIVA', l.vatRate)}</DettaglioLinee>`,
    )
    .join('');
  const payments = seed.instalments
    .map((days, i) => {
      const amount = i === seed.instalments.length - 1 ? total - share * (seed.instalments.length - 1) : share;
      return `<DettaglioPagamento>${el('ModalitaPagamento', 'MP05')}${el('DataScadenzaPagamento', day(days))}${el('ImportoPagamento', cents(amount / 100))}${el('IBAN', seed.iban)}</DettaglioPagamento>`;
    })
    .join('');
  const own = street(customer.address);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '<FatturaElettronicaHeader>',
    `<DatiTrasmissione><IdTrasmittente>${el('IdPaese', 'IT')}${el('IdCodice', supplier.vatNumber)}</IdTrasmittente>`,
    `${el('ProgressivoInvio', `D${String(sequence).padStart(4, '0')}`)}${el('FormatoTrasmissione', 'FPR12')}${el('CodiceDestinatario', '0000000')}</DatiTrasmissione>`,
    `<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA>${el('IdPaese', 'IT')}${el('IdCodice', supplier.vatNumber)}</IdFiscaleIVA>`,
    `${el('CodiceFiscale', supplier.vatNumber)}<Anagrafica>${el('Denominazione', supplier.businessName)}</Anagrafica>${el('RegimeFiscale', 'RF01')}</DatiAnagrafici>`,
    `<Sede>${supplierSede(supplier.address)}</Sede></CedentePrestatore>`,
    `<CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA>${el('IdPaese', 'IT')}${el('IdCodice', customer.vatNumber)}</IdFiscaleIVA>`,
    `${el('CodiceFiscale', customer.fiscalCode)}<Anagrafica>${el('Denominazione', customer.fullName)}</Anagrafica></DatiAnagrafici>`,
    `<Sede>${el('Indirizzo', own.street)}${el('NumeroCivico', own.number)}${el('CAP', customer.postalCode)}${el('Comune', customer.city)}${el('Provincia', customer.province)}${el('Nazione', 'IT')}</Sede></CessionarioCommittente>`,
    '</FatturaElettronicaHeader>',
    '<FatturaElettronicaBody><DatiGenerali><DatiGeneraliDocumento>',
    `${el('TipoDocumento', 'TD01')}${el('Divisa', 'EUR')}${el('Data', day(-seed.daysAgo))}${el('Numero', seed.number)}`,
    `${el('ImportoTotaleDocumento', cents(total / 100))}${el('Causale', seed.reason)}</DatiGeneraliDocumento>`,
    seed.orderNumber ? `<DatiOrdineAcquisto>${el('IdDocumento', seed.orderNumber)}</DatiOrdineAcquisto>` : '',
    seed.deliveryNote
      ? `<DatiDDT>${el('NumeroDDT', seed.deliveryNote)}${el('DataDDT', day(-seed.daysAgo - 2))}</DatiDDT>`
      : '',
    '</DatiGenerali><DatiBeniServizi>',
    lines,
    `<DatiRiepilogo>${el('AliquotaIVA', '22.00')}${el('ImponibileImporto', cents(taxable / 100))}${el('Imposta', cents(tax / 100))}${el('EsigibilitaIVA', 'I')}</DatiRiepilogo>`,
    '</DatiBeniServizi>',
    `<DatiPagamento>${el('CondizioniPagamento', seed.instalments.length > 1 ? 'TP01' : 'TP02')}${payments}</DatiPagamento>`,
    `<Allegati>${el('NomeAttachment', seed.attachmentName)}${el('FormatoAttachment', 'PDF')}${el('DescrizioneAttachment', 'Copia di cortesia')}`,
    `${el('Attachment', Buffer.from(attachment).toString('base64'))}</Allegati>`,
    '</FatturaElettronicaBody>',
    '</p:FatturaElettronica>',
  ].join('\n');
  return { fileName: `IT${supplier.vatNumber}_D${String(sequence).padStart(4, '0')}.xml`, xml };
}
