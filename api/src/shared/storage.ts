import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The spec's upload folders. */
export type UploadFolder = 'offers' | 'invoices' | 'contracts';

/**
 * The extension of a stored file's key, chosen by the server from what it checked, never taken from a
 * client: uploads are PDFs; an e-invoice's original is its XML or signed .p7m envelope (issue 14),
 * and an attachment embedded in one is a PDF or, of any other format, plain bytes.
 */
export type StoredExtension = 'pdf' | 'xml' | 'p7m' | 'bin';

/**
 * The StoredFile rows a storage call reads and writes: a tenant transaction or ctx.db (row-level
 * security: a tenant reaches only its own files), or the platform client (the seed, the clean-up).
 */
export interface FileRows {
  storedFile: {
    create(args: {
      data: { key: string; tenantId: number; size: number; content?: Uint8Array<ArrayBuffer>; attachedAt: Date | null };
      select: { key: true };
    }): PromiseLike<{ key: string }>;
    findUnique(args: {
      where: { key: string };
      select: { key: true; content: true };
    }): PromiseLike<{ key: string; content: Uint8Array | null } | null>;
    updateMany(args: {
      where: { key: string; tenantId: number; attachedAt: null };
      data: { attachedAt: Date };
    }): PromiseLike<{ count: number }>;
    deleteMany(args: { where: { key: string } }): PromiseLike<{ count: number }>;
  };
}

/**
 * Where uploaded files live: outside the web root, under generated keys (never a client's file
 * name), each registered in StoredFile with its tenant and whether a document references it yet.
 * The bytes go to a local folder (the embedded default) or into StoredFile itself (a PostgreSQL
 * server, so that several server processes serve each other's files).
 */
export interface Storage {
  kind: 'folder' | 'database';
  /** Stores a new file of the tenant; unattached until attachUpload (or attached: true). */
  put(
    rows: FileRows,
    tenantId: number,
    folder: UploadFolder,
    content: Uint8Array,
    attached?: boolean,
    extension?: StoredExtension,
  ): Promise<string>;
  /** The bytes of a file the rows can see; throws when there is none. */
  get(rows: FileRows, key: string): Promise<Buffer>;
  remove(rows: FileRows, key: string): Promise<void>;
  /**
   * The bytes of a file whose row a committed transaction already deleted: the folder's file; nothing
   * for files kept in the database (the row was the file). No statement is sent.
   */
  discard(key: string): Promise<void>;
}

/** Uploads not referenced by any document within this time are removed by the scheduler. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 3600_000;

const KEY_PATTERN = /^(offers|invoices|contracts)\/[0-9a-f-]{36}\.(pdf|xml|p7m|bin)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function newKey(folder: UploadFolder, extension: StoredExtension = 'pdf'): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

/**
 * Marks an upload of this tenant as referenced (inside the referencing document's transaction).
 * False when the key was never uploaded by this tenant, or is already attached elsewhere.
 */
export async function attachUpload(rows: FileRows, tenantId: number, key: string): Promise<boolean> {
  const claimed = await rows.storedFile.updateMany({
    where: { key, tenantId, attachedAt: null },
    data: { attachedAt: new Date() },
  });
  return claimed.count === 1;
}

export function folderStorage(root: string): Storage {
  function resolve(key: string): string {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  }
  return {
    kind: 'folder',
    async put(rows, tenantId, folder, content, attached = false, extension = 'pdf') {
      const key = newKey(folder, extension);
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under a live key.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, content);
      await fs.rename(temp, file);
      try {
        await rows.storedFile.create({
          data: { key, tenantId, size: content.length, attachedAt: attached ? new Date() : null },
          select: { key: true },
        });
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return key;
    },
    async get(rows, key) {
      const row = await rows.storedFile.findUnique({ where: { key }, select: { key: true, content: true } });
      if (!row) throw new Error('No such file');
      return fs.readFile(resolve(key));
    },
    async remove(rows, key) {
      await rows.storedFile.deleteMany({ where: { key } });
      await fs.rm(resolve(key), { force: true });
    },
    async discard(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

export function databaseStorage(): Storage {
  return {
    kind: 'database',
    async put(rows, tenantId, folder, content, attached = false, extension = 'pdf') {
      const key = newKey(folder, extension);
      await rows.storedFile.create({
        data: {
          key,
          tenantId,
          size: content.length,
          content: new Uint8Array(content),
          attachedAt: attached ? new Date() : null,
        },
        select: { key: true },
      });
      return key;
    },
    async get(rows, key) {
      const row = await rows.storedFile.findUnique({ where: { key }, select: { key: true, content: true } });
      if (!row?.content) throw new Error('No such file');
      return Buffer.from(row.content);
    },
    async remove(rows, key) {
      await rows.storedFile.deleteMany({ where: { key } });
    },
    async discard() {},
  };
}

/** PostgreSQL server: files in the database, shared by every server process; PGlite: the folder. */
export function createStorage(config: { databaseUrl: string | undefined; uploadDir: string }): Storage {
  return config.databaseUrl ? databaseStorage() : folderStorage(config.uploadDir);
}
