import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PaymentRunFormat } from '../../api/src/generated/prisma/enums.ts';

const run = promisify(execFile);

/** The official schemas (copied unchanged from ../shared/standards) a payment run's file must satisfy. */
export const BANK_FILE_SCHEMAS: Record<PaymentRunFormat, string> = {
  sepa: path.resolve(import.meta.dirname, '../../api/src/modules/payment-runs/xsd/pain.001.001.03.xsd'),
  cbi: path.resolve(import.meta.dirname, '../../api/src/modules/payment-runs/xsd/CBIPaymentRequest.00.04.01.xsd'),
};

/**
 * Validates a file with xmllint against its official XSD, as a bank's checker would: the real tool
 * (libxml2-utils; .ci/run installs it), not the project's own reader. Resolves with xmllint's output;
 * rejects with it when the file is invalid or xmllint is missing.
 */
export async function xmllint(xml: string | Buffer, format: PaymentRunFormat): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'xmllint-'));
  const file = path.join(dir, `${format}.xml`);
  try {
    await fs.writeFile(file, xml);
    const { stderr } = await run('xmllint', ['--noout', '--nonet', '--schema', BANK_FILE_SCHEMAS[format], file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stderr;
  } catch (error) {
    const failure = error as { code?: string; stderr?: string };
    if (failure.code === 'ENOENT') throw new Error('xmllint is missing: apt-get install -y libxml2-utils');
    throw new Error(`xmllint refused the ${format} file:\n${failure.stderr ?? String(error)}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
