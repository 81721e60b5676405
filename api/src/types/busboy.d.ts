// The part of busboy 1.x (a dependency of graphql-upload-minimal, also ours directly) that the import
// upload uses; the package ships no types of its own.
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  interface FileInfo {
    filename: string | undefined;
    encoding: string;
    mimeType: string;
  }

  interface Limits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
    headerPairs?: number;
  }

  interface Busboy extends Writable {
    on(
      event: 'file',
      listener: (name: string, stream: Readable & { truncated?: boolean }, info: FileInfo) => void,
    ): this;
    on(event: 'field', listener: (name: string, value: string) => void): this;
    on(event: 'filesLimit' | 'partsLimit' | 'fieldsLimit' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export default function busboy(config: { headers: IncomingHttpHeaders; limits?: Limits }): Busboy;
}
