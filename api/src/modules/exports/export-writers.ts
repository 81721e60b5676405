import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { csvCell, xlsxCell, XLSX_FORMATS } from './export-cells.ts';
import type { ExportColumn, ExportLanguage } from './export-columns.ts';

/**
 * The two file formats, each written batch by batch to the response: a writer takes the header once,
 * then rows as the database hands them over, and waits for the client to drain before more are read
 * (so memory stays flat however long the list).
 */
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportWriter<Row> {
  rows(batch: Row[]): Promise<void>;
  end(): Promise<void>;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) await once(out, 'drain');
}

/** UTF-8 with a byte-order mark (so Excel reads the accents), `;` between cells, CRLF between rows. */
function csvWriter<Row>(out: Writable, columns: ExportColumn<Row>[], language: ExportLanguage): ExportWriter<Row> {
  out.write('\uFEFF' + columns.map((c) => csvCell(c.label[language], 'text')).join(';') + '\r\n');
  return {
    async rows(batch) {
      const lines = batch.map((row) => columns.map((c) => csvCell(c.value(row), c.type)).join(';') + '\r\n');
      out.write(lines.join(''));
      await drained(out);
    },
    async end() {
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

/** exceljs's streaming writer: each row is committed (written out) as it is added. */
async function xlsxWriter<Row>(
  out: Writable,
  columns: ExportColumn<Row>[],
  language: ExportLanguage,
  sheetName: string,
): Promise<ExportWriter<Row>> {
  // exceljs loads with the first spreadsheet, not with the server (docs/decisions.md, lazy libraries).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, index) => {
    const numFmt = XLSX_FORMATS[c.type];
    return {
      header: c.label[language],
      key: String(index),
      width: c.type === 'text' ? 28 : 14,
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  // One style object per column, shared by its cells: exceljs caches a cell's style id by the style
  // object's identity, and the copy of the column's style each new cell gets would be serialised
  // again for every cell (a third of an export's time).
  const styles = columns.map((c) => {
    const numFmt = XLSX_FORMATS[c.type];
    return numFmt ? { numFmt } : {};
  });
  return {
    async rows(batch) {
      for (const row of batch) {
        const added = sheet.addRow(columns.map((c) => xlsxCell(c.value(row), c.type)));
        styles.forEach((style, index) => (added.getCell(index + 1).style = style));
        added.commit();
      }
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export async function exportWriter<Row>(
  format: ExportFormat,
  out: Writable,
  columns: ExportColumn<Row>[],
  language: ExportLanguage,
  sheetName: string,
): Promise<ExportWriter<Row>> {
  return format === 'csv' ? csvWriter(out, columns, language) : await xlsxWriter(out, columns, language, sheetName);
}
