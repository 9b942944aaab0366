import { stat } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-policy';
import type { CompressionCache, Encoding } from './compression-cache';

/** Text types worth compressing; images, fonts and the like go out as they are. */
const COMPRESSIBLE: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** The file below `root`, or undefined for a path that leaves it or names a hidden file. */
function fileBelow(root: string, path: string): string | undefined {
  const file = resolve(root, path);
  const inside = relative(root, file);
  if (
    inside === '' ||
    inside.startsWith('..') ||
    inside.split(sep).some((part) => part.startsWith('.'))
  ) {
    return undefined;
  }
  return file;
}

/**
 * Sends `path` below `root` as a CDN would: brotli when the request accepts it, else gzip, else
 * as it is (through @fastify/static's sendFile, which also handles ranges); Vary, the cache policy
 * of the file's name, and a weak ETag per encoding answered 304 on If-None-Match.
 */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  path: string,
  cache: CompressionCache,
): Promise<FastifyReply> {
  const file = fileBelow(root, path);
  if (!file) {
    reply.callNotFound();
    return reply;
  }
  const type = COMPRESSIBLE[extname(path).toLowerCase()];
  if (type) reply.header('vary', 'accept-encoding');
  const encoding = type ? negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) : null;
  if (!type || !encoding) return reply.sendFile(path, root);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return reply.sendFile(path, root);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding}"`;
  reply
    .header('content-type', type)
    .header('cache-control', cacheControlFor(file))
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const body = await cache.get(file, info, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
