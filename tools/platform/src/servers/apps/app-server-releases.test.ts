import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../testing/test-config';
import { buildAppServer } from './app-server';

const repoRoot = mkdtempSync(join(tmpdir(), 'ctb-platform-releases-'));
const dist = join(repoRoot, 'apps', 'calculators', 'dist');
const releases = join(repoRoot, 'releases');
const release = join(releases, 'calculators', '0.1.0-abc1234');
const chunk = `export const text = "${'Kreditrechner '.repeat(400)}";`;
const servers: FastifyInstance[] = [];

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body stays bytes (the shared helper reads text, which would spoil compression). */
async function get(server: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  if (!server.server.listening) await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as AddressInfo;
  return new Promise<RawResponse>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (part: Buffer) => chunks.push(part));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function server(app: 'calculators' | 'shell', options = {}) {
  const built = await buildAppServer(
    testConfig({ repoRoot, releasesDir: releases, ...options }),
    app,
  );
  servers.push(built);
  return built;
}

beforeAll(() => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'mount.3f9a2c1b.js'), chunk);
  writeFileSync(join(dist, 'remoteEntry.js'), 'var calculators = "dist";');
  writeFileSync(join(dist, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(release, { recursive: true });
  writeFileSync(join(release, 'mf-manifest.json'), '{"name":"calculators","release":"A"}');
  writeFileSync(join(release, 'mount.5d41402a.js'), chunk);
  mkdirSync(join(releases, 'calculators', '.building-0.2.0-x-1'), { recursive: true });
  writeFileSync(join(releases, 'calculators', '.building-0.2.0-x-1', 'mf-manifest.json'), '{}');
});

afterAll(async () => {
  await Promise.all(servers.map((running) => running.close()));
  rmSync(repoRoot, { recursive: true, force: true });
});

describe('app servers as a CDN', () => {
  it('sends scripts with brotli when the browser accepts it, else gzip, else as they are', async () => {
    const calculators = await server('calculators');
    const br = await get(calculators, '/mount.3f9a2c1b.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(chunk);
    expect(br.body.length).toBeLessThan(chunk.length / 10);

    const gzip = await get(calculators, '/mount.3f9a2c1b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(chunk);

    const plain = await get(calculators, '/mount.3f9a2c1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body.toString()).toBe(chunk);
  });

  it('answers 304 to a revalidation with the ETag of the same encoding', async () => {
    const calculators = await server('calculators');
    const first = await get(calculators, '/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+-br"$/);
    const again = await get(calculators, '/remoteEntry.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await get(calculators, '/remoteEntry.js', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('sends a rebuilt entry, not the compressed copy of the old one', async () => {
    const calculators = await server('calculators');
    const file = join(dist, 'remoteEntry.js');
    await get(calculators, '/remoteEntry.js', { 'accept-encoding': 'br' });
    writeFileSync(file, 'var calculators = "rebuilt, longer";');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const rebuilt = await get(calculators, '/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(rebuilt.body).toString()).toBe(
      'var calculators = "rebuilt, longer";',
    );
  });

  it('leaves images as they are', async () => {
    const logo = await get(await server('calculators'), '/logo.png', { 'accept-encoding': 'br' });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-encoding']).toBeUndefined();
  });

  it("serves a domain's releases below /releases/<version>/, manifests no-cache and chunks immutable", async () => {
    const calculators = await server('calculators');
    const manifest = await get(calculators, '/releases/0.1.0-abc1234/mf-manifest.json', {
      'accept-encoding': 'br',
    });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(manifest.body).toString())).toEqual({
      name: 'calculators',
      release: 'A',
    });
    const mount = await get(calculators, '/releases/0.1.0-abc1234/mount.5d41402a.js');
    expect(mount.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(mount.body.toString()).toBe(chunk);
  });

  it('never serves a release still being built, a missing one, or a path out of the folder', async () => {
    const calculators = await server('calculators');
    for (const path of [
      '/releases/.building-0.2.0-x-1/mf-manifest.json',
      '/releases/9.9.9/mf-manifest.json',
      '/releases/0.1.0-abc1234/..%2F..%2F..%2Fpnpm-workspace.yaml',
      '/releases/0.1.0-abc1234/../../dist/remoteEntry.js',
    ]) {
      const response = await get(calculators, path, { 'accept-encoding': 'br' });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });

  it('serves the remotes file promote writes, and CTB_REMOTES_FILE before it', async () => {
    const promoted = {
      calculators: 'http://localhost:8103/releases/0.1.0-abc1234/mf-manifest.json',
    };
    writeFileSync(join(releases, 'remotes.json'), JSON.stringify(promoted));
    const shell = await server('shell');
    expect(JSON.parse((await get(shell, '/remotes.json')).body.toString())).toEqual(promoted);
    const manual = join(repoRoot, 'manual-remotes.json');
    writeFileSync(
      manual,
      JSON.stringify({ calculators: 'http://localhost:8113/mf-manifest.json' }),
    );
    const withFile = await server('shell', { remotesFile: manual });
    expect(
      JSON.parse((await get(withFile, '/remotes.json')).body.toString()).calculators,
    ).toContain('8113');
    rmSync(join(releases, 'remotes.json'));
    expect(JSON.parse((await get(shell, '/remotes.json')).body.toString()).calculators).toBe(
      'http://localhost:8103/mf-manifest.json',
    );
  });
});
