/**
 * Starts the real server (api/src/main.ts) on a fresh temporary data directory, so every e2e run
 * begins from the seeded demo data; the directory is removed when the server exits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

await import('../../../api/src/main.ts');
