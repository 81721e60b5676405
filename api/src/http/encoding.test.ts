import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './encoding.ts';

const names = (header: string | undefined) => acceptedEncodings(header).map((e) => e.name);

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(names('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(names('gzip, deflate')).toEqual(['gzip']);
    expect(names('br')).toEqual(['br']);
  });

  it('honours q=0 refusals and the wildcard', () => {
    expect(names('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(names('*')).toEqual(['br', 'gzip']);
    expect(names('*, br; q=0')).toEqual(['gzip']);
    expect(names('identity')).toEqual([]);
  });

  it('sends the file as it is to a client that names nothing', () => {
    expect(names(undefined)).toEqual([]);
    expect(names('')).toEqual([]);
  });
});
