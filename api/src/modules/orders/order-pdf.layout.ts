import PDFDocument from 'pdfkit';
import { Decimal } from '../../shared/scalars.ts';
import { euro } from '../../shared/euro.ts';

/**
 * The drawing of a purchase order (issue 18, point 9) with pdfkit: the company's header, the
 * supplier, the order's number and dates, its lines and the total. Figures arrive as Decimals and are
 * only formatted here (Italian: 1.234,56 €), never computed with floats.
 */
export interface OrderPdfData {
  company: { name: string; lines: string[] };
  supplier: { name: string; lines: string[] };
  orderNumber: string;
  date: string;
  deliveryDate: string | null;
  lines: { description: string; quantity: number; unitPrice: Decimal; amount: Decimal }[];
  total: Decimal;
}

const LEFT = 50;
const RIGHT = 545;
const COLUMNS = [
  { x: LEFT, width: 245, align: 'left' },
  { x: 300, width: 60, align: 'right' },
  { x: 365, width: 85, align: 'right' },
  { x: 455, width: 90, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: string[], y: number): number {
  let bottom = y;
  cells.forEach((text, index) => {
    const column = COLUMNS[index]!;
    doc.text(text, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom + 4;
}

export function drawOrderPdf(data: OrderPdfData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Ordine ${data.orderNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(14).text(data.company.name, LEFT, 50);
  doc.font('Helvetica').fontSize(9);
  for (const line of data.company.lines) doc.text(line);

  doc.font('Helvetica-Bold').fontSize(16).text(`Ordine di acquisto ${data.orderNumber}`, LEFT, 140);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Data ordine: ${data.date}`);
  doc.text(`Consegna prevista: ${data.deliveryDate ?? '-'}`);

  doc.font('Helvetica-Bold').text('Fornitore', 330, 140);
  doc.font('Helvetica').text(data.supplier.name, 330);
  for (const line of data.supplier.lines) doc.text(line, 330);

  let y = 240;
  doc.font('Helvetica-Bold').fontSize(10);
  y = row(doc, ['Descrizione', 'Quantità', 'Prezzo unitario', 'Importo'], y);
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 6;
  doc.font('Helvetica');
  for (const line of data.lines) {
    if (y > 760) {
      doc.addPage();
      y = 50;
    }
    y = row(doc, [line.description, String(line.quantity), euro(line.unitPrice), euro(line.amount)], y);
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 8;
  doc.font('Helvetica-Bold');
  row(doc, ['Totale', '', '', euro(data.total)], y);
  doc.end();
  return done;
}
