import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { PayloadTooLargeError, ValidationError } from '../errors.ts';
import {
  IMPORT_MAX_FILES,
  SPOOL_STALE_MS,
  UPLOAD_MESSAGES,
  removeStaleSpoolFolders,
  spoolMultipart,
  uploadName,
  withSpoolFolder,
} from './upload-spool.ts';

/** A request as the HTTP server hands it over: the multipart body FormData would send, as a stream. */
async function request(form: FormData): Promise<IncomingMessage> {
  const response = new Response(form);
  const body = Buffer.from(await response.arrayBuffer());
  const stream = Readable.from([body]) as unknown as IncomingMessage;
  stream.headers = { 'content-type': response.headers.get('content-type')! };
  return stream;
}

describe('spooling an import request to disk', () => {
  it('writes every file of the named fields to the folder, in order, and ignores other fields', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<a/>']), 'uno.xml');
    form.append('note', 'ignored');
    form.append('file[]', new Blob(['<b/>']), '../../etc/due.xml');
    form.append('other', new Blob(['x']), 'x.bin');
    await withSpoolFolder(async (folder) => {
      const files = await spoolMultipart(await request(form), folder, ['file', 'file[]']);
      expect(files.map((f) => [f.name, f.size, fs.readFileSync(f.path, 'utf8')])).toEqual([
        ['uno.xml', 4, '<a/>'],
        ['due.xml', 4, '<b/>'],
      ]);
      expect(files.every((f) => f.path.startsWith(folder))).toBe(true);
    });
  });

  it('refuses a request whose files together pass the limit, wherever the bytes are', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(600)]), 'a.zip');
    form.append('file', new Blob([Buffer.alloc(600)]), 'b.zip');
    await withSpoolFolder(async (folder) => {
      const refused = spoolMultipart(await request(form), folder, ['file'], 1000);
      await expect(refused).rejects.toBeInstanceOf(PayloadTooLargeError);
      await expect(refused).rejects.toThrow(UPLOAD_MESSAGES.tooLarge);
    });
  });

  it('refuses more files than an import takes, and a body that is not multipart', async () => {
    const form = new FormData();
    for (let i = 0; i <= IMPORT_MAX_FILES; i++) form.append('file', new Blob(['x']), `${i}.xml`);
    await withSpoolFolder(async (folder) => {
      await expect(spoolMultipart(await request(form), folder, ['file'])).rejects.toThrow(UPLOAD_MESSAGES.tooManyFiles);
    });
    const text = Readable.from([Buffer.from('hello')]) as unknown as IncomingMessage;
    text.headers = { 'content-type': 'text/plain' };
    await withSpoolFolder(async (folder) => {
      await expect(spoolMultipart(text, folder, ['file'])).rejects.toBeInstanceOf(ValidationError);
    });
  });

  it('removes the folder afterwards, whatever happened', async () => {
    let kept = '';
    await expect(
      withSpoolFolder(async (folder) => {
        kept = folder;
        fs.writeFileSync(`${folder}/x.upload`, 'x');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(fs.existsSync(kept)).toBe(false);
  });

  it('removes the spool folders a killed server left, once nothing in them was written for six hours', async () => {
    // A temporary directory of this test's own: other test files spool imports into the shared one.
    vi.stubEnv('TMPDIR', fs.mkdtempSync(path.join(os.tmpdir(), 'spool-sweep-')));
    try {
      const folder = (name: string, files: Record<string, number>, folderAgeMs: number) => {
        const dir = path.join(os.tmpdir(), name);
        fs.mkdirSync(dir);
        const at = (ageMs: number) => new Date(Date.now() - ageMs);
        for (const [file, ageMs] of Object.entries(files)) {
          fs.writeFileSync(path.join(dir, file), 'x');
          fs.utimesSync(path.join(dir, file), at(ageMs), at(ageMs));
        }
        fs.utimesSync(dir, at(folderAgeMs), at(folderAgeMs));
      };
      const hours = (n: number) => n * 60 * 60 * 1000;
      folder('purchaser-import-killed', { 'a.upload': hours(7), 'b.upload': hours(8) }, hours(7));
      // Its folder made long ago, one file still being written: an import in progress elsewhere.
      folder('purchaser-import-writing', { 'a.upload': hours(7), 'b.upload': 1000 }, hours(7));
      folder('purchaser-import-fresh', { 'a.upload': 1000 }, 1000);
      folder('another-program', { 'a.tmp': hours(30) }, hours(30));

      expect(await removeStaleSpoolFolders()).toBe(1);
      expect(fs.readdirSync(os.tmpdir()).sort()).toEqual([
        'another-program',
        'purchaser-import-fresh',
        'purchaser-import-writing',
      ]);
      // Six hours after the last write, and not before.
      expect(await removeStaleSpoolFolders(Date.now() + SPOOL_STALE_MS - 60_000)).toBe(0);
      expect(await removeStaleSpoolFolders(Date.now() + SPOOL_STALE_MS + 60_000)).toBe(2);
      expect(fs.readdirSync(os.tmpdir())).toEqual(['another-program']);
    } finally {
      fs.rmSync(os.tmpdir(), { recursive: true, force: true });
      vi.unstubAllEnvs();
    }
  });

  it('names a file for reports by its base name, without control characters', () => {
    expect(uploadName('C:\\fakepath\\IT01234567890_00001.xml.p7m', 1)).toBe('IT01234567890_00001.xml.p7m');
    expect(uploadName('a\u0000b\nc.xml', 1)).toBe('abc.xml');
    expect(uploadName(undefined, 3)).toBe('file-3');
  });
});
