import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite has no locking of its own: two processes opening one data directory corrupt it.
 * A pid file refuses the second opener; a stale file left by a killed process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'purchaser.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(`The data directory ${dataDir} is in use by process ${holder}; stop it first or set DATA_DIR.`);
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
