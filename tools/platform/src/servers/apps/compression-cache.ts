import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 as CDNs compress on the fly: about 45 ms for React DOM's 200 KiB, within 10 % of
  // quality 11's size, which takes seconds.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

interface Entry {
  mtimeMs: number;
  size: number;
  body: Promise<Buffer>;
  bytes: number;
}

/**
 * Compressed copies of served files, made once per file version and encoding (as a CDN's edge
 * keeps them): hashed chunks never change, entries change only with a build. The oldest copies
 * go first once `maxBytes` is held.
 */
export function createCompressionCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, Entry>();
  let held = 0;

  function evict() {
    for (const [key, entry] of entries) {
      if (held <= maxBytes) return;
      entries.delete(key);
      held -= entry.bytes;
    }
  }

  return {
    get(path: string, stat: Stats, encoding: Encoding): Promise<Buffer> {
      const key = `${encoding}:${path}`;
      const cached = entries.get(key);
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
        // Most recently used last, so eviction takes the least used.
        entries.delete(key);
        entries.set(key, cached);
        return cached.body;
      }
      if (cached) {
        entries.delete(key);
        held -= cached.bytes;
      }
      const entry: Entry = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        bytes: 0,
        body: Promise.resolve(Buffer.alloc(0)),
      };
      entry.body = readFile(path).then((raw) => compressors[encoding](raw));
      entries.set(key, entry);
      entry.body.then(
        (body) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = body.length;
          held += body.length;
          evict();
        },
        () => entries.delete(key),
      );
      return entry.body;
    },
    get size() {
      return entries.size;
    },
  };
}

export type CompressionCache = ReturnType<typeof createCompressionCache>;
