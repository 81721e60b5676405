import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The spec's upload folders. */
export type UploadFolder = 'offers' | 'invoices' | 'contracts';

/**
 * Where uploaded files live: outside the web root, under generated keys (never a client's file
 * name). A small interface so an object store can replace the local folder for several servers.
 */
export interface Storage {
  put(folder: UploadFolder, content: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^(offers|invoices|contracts)\/[0-9a-f-]{36}\.pdf$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function localStorage(root: string): Storage {
  function resolve(key: string): string {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  }
  return {
    async put(folder, content) {
      const key = `${folder}/${randomUUID()}.pdf`;
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under a live key.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, content);
      await fs.rename(temp, file);
      return key;
    },
    get: (key) => fs.readFile(resolve(key)),
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
