/**
 * A small, valid one-page PDF (PDF 1.4, Helvetica, computed cross-reference table), used by the demo
 * seed so every seeded offer document downloads and opens. `targetSize` pads the page's content
 * stream with spaces (valid in a content stream) so the file has the size the demo data declares.
 */
export function demoPdf(lines: string[], targetSize = 0): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escape(line)}) Tj ET`);
  const build = (padding: number) => {
    const stream = `${text.join('\n')}\n${' '.repeat(padding)}`;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let body = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  const plain = build(0);
  if (targetSize <= plain.length) return plain;
  // The /Length and xref digits may grow with the padding: converge in a step or two.
  let padding = targetSize - plain.length;
  let pdf = build(padding);
  while (pdf.length !== targetSize && padding > 0) {
    padding += targetSize - pdf.length;
    pdf = build(padding);
  }
  return pdf;
}
