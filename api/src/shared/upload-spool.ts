import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import busboy from 'busboy';
import type { FileUpload } from 'graphql-upload-minimal';
import { PayloadTooLargeError, ValidationError } from '../errors.ts';

/**
 * E-invoice imports (issue 14) are the one upload larger than a 10 MB PDF: several files or a ZIP
 * batch of up to 200 MB uncompressed. Their request has its own limit and its files are spooled to a
 * temporary folder as they arrive, never held in memory; the reader then streams a ZIP from disk.
 */
export const IMPORT_REQUEST_LIMIT = 200 * 1024 * 1024 + 1024 * 1024;
/** Files per request (the reader takes up to 2,000 entries from one ZIP as well). */
export const IMPORT_MAX_FILES = 2000;

export const UPLOAD_MESSAGES = {
  tooLarge: 'Richiesta troppo grande: al massimo 200 MB per importazione',
  tooManyFiles: `Troppi file: al massimo ${IMPORT_MAX_FILES} per importazione`,
  malformed: 'Richiesta multipart non leggibile',
} as const;

/** One uploaded file on disk, as the e-invoice reader takes it. */
export interface SpooledFile {
  name: string;
  path: string;
  size: number;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The client's file name for reports: its base name, without control characters, at most 200 characters. */
export function uploadName(name: string | null | undefined, position: number): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 200) || `file-${position}`;
}

/** Counts what passes through and stops the stream once the request's total is past the limit. */
function counter(total: { bytes: number }, limit: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total.bytes += chunk.length;
      if (total.bytes > limit) done(new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge));
      else done(null, chunk);
    },
  });
}

const SPOOL_PREFIX = 'purchaser-import-';

/**
 * A spool folder nothing was written to for this long belongs to a process that ended without its
 * clean-up (killed mid-import, say): an upload is cut off after the server's 120 s request timeout
 * and an import of 2,000 files is read in minutes, so six hours leaves a wide margin for the slowest.
 */
export const SPOOL_STALE_MS = 6 * 60 * 60 * 1000;

/** A temporary folder for one request's files, removed afterwards whatever happened. */
export async function withSpoolFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), SPOOL_PREFIX));
  try {
    return await work(folder);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Removes the spool folders a killed process left in the temporary directory (up to 200 MB each),
 * those whose folder and files were all last written more than `staleMs` ago; the scheduler runs it
 * hourly. Folders of imports still running, in this process or another sharing the directory, stay.
 */
export async function removeStaleSpoolFolders(now = Date.now(), staleMs = SPOOL_STALE_MS): Promise<number> {
  const tmp = os.tmpdir();
  let removed = 0;
  for (const name of await fsp.readdir(tmp)) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const folder = path.join(tmp, name);
    try {
      const files = await fsp.readdir(folder);
      const written = await Promise.all(
        [folder, ...files.map((file) => path.join(folder, file))].map((p) => fsp.stat(p)),
      );
      if (written.every((stat) => now - stat.mtimeMs > staleMs)) {
        await fsp.rm(folder, { recursive: true, force: true });
        removed += 1;
      }
    } catch (error) {
      // Removed meanwhile by its own request or another server's pass: nothing left to do.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

async function spool(stream: Readable, folder: string, total: { bytes: number }, limit: number): Promise<string> {
  const file = path.join(folder, `${randomUUID()}.upload`);
  await pipeline(stream, counter(total, limit), fs.createWriteStream(file, { flags: 'wx' }));
  return file;
}

/**
 * Reads a multipart/form-data request whose files come in the given fields (repeatable) into
 * `folder`, one file at a time as busboy hands them over. Refuses past `limit` bytes (all files) or
 * IMPORT_MAX_FILES files; other fields are ignored.
 */
export function spoolMultipart(
  req: IncomingMessage,
  folder: string,
  fields: readonly string[],
  limit = IMPORT_REQUEST_LIMIT,
): Promise<SpooledFile[]> {
  return new Promise((resolve, reject) => {
    const files: Promise<SpooledFile>[] = [];
    const total = { bytes: 0 };
    let failed = false;
    let parser: ReturnType<typeof busboy>;
    const fail = (error: unknown): void => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      reject(error);
    };
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: IMPORT_MAX_FILES,
          fileSize: limit,
          fields: 50,
          fieldSize: 4096,
          parts: IMPORT_MAX_FILES + 50,
        },
      });
    } catch {
      reject(new ValidationError(UPLOAD_MESSAGES.malformed));
      return;
    }
    parser.on('file', (name, stream, info) => {
      if (failed || !fields.includes(name)) {
        stream.resume();
        return;
      }
      const position = files.length + 1;
      stream.on('limit', () => fail(new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge)));
      const saved = spool(stream, folder, total, limit).then((file) => ({
        name: uploadName(info.filename, position),
        path: file,
        size: fs.statSync(file).size,
      }));
      saved.catch(fail);
      files.push(saved);
    });
    parser.on('filesLimit', () => fail(new ValidationError(UPLOAD_MESSAGES.tooManyFiles, 'file')));
    parser.on('partsLimit', () => fail(new ValidationError(UPLOAD_MESSAGES.tooManyFiles, 'file')));
    parser.on('error', () => fail(new ValidationError(UPLOAD_MESSAGES.malformed)));
    parser.on('close', () => {
      Promise.all(files).then((done) => {
        if (!failed) resolve(done);
      }, fail);
    });
    req.on('aborted', () => fail(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
    req.pipe(parser);
  });
}

/**
 * The GraphQL variant: graphql-upload-minimal hands each file over in order, as the request body
 * arrives (no temporary files of its own), so they are spooled one after the other.
 */
export async function spoolGraphqlUploads(
  uploads: readonly Promise<FileUpload>[],
  folder: string,
  limit = IMPORT_REQUEST_LIMIT,
): Promise<SpooledFile[]> {
  if (uploads.length > IMPORT_MAX_FILES) throw new ValidationError(UPLOAD_MESSAGES.tooManyFiles, 'files');
  const total = { bytes: 0 };
  const files: SpooledFile[] = [];
  for (const [index, upload] of uploads.entries()) {
    let file: FileUpload;
    try {
      file = await upload;
    } catch {
      throw new ValidationError(UPLOAD_MESSAGES.malformed, 'files');
    }
    const stream = file.createReadStream();
    const before = total.bytes;
    let saved: string;
    try {
      saved = await spool(stream, folder, total, limit);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) throw error;
      // graphql-upload-minimal ends the stream with its own error past maxFileSize.
      throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge);
    }
    if ((stream as { truncated?: boolean }).truncated) throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge);
    files.push({ name: uploadName(file.filename, index + 1), path: saved, size: total.bytes - before });
  }
  return files;
}
