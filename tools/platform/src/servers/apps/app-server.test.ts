import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { testConfig } from '../../testing/test-config';
import { buildAppServer } from './app-server';

const repoRoot = mkdtempSync(join(tmpdir(), 'ctb-platform-'));
const dist = join(repoRoot, 'apps', 'calculators', 'dist');
const servers: FastifyInstance[] = [];
const lines: string[] = [];

beforeAll(() => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'remoteEntry.js'), 'var calculators;');
  writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"calculators"}');
  writeFileSync(join(dist, '__federation_expose_mount.3f9a2c1b.js'), 'export {}');
  writeFileSync(join(dist, 'main.5d41402abc4b2a76.css'), '.a{}');
  writeFileSync(join(dist, 'notes.txt'), 'not hashed');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(repoRoot, { recursive: true, force: true });
});

async function appServer(app: 'calculators' | 'shell' | 'lists', options = {}) {
  const config = testConfig({ repoRoot, apps: {}, log: (line) => lines.push(line), ...options });
  const server = await buildAppServer(config, app);
  servers.push(server);
  return server;
}

describe('app servers', () => {
  it('serves entries no-cache and content-hashed files immutable', async () => {
    const server = await appServer('calculators');
    const cacheControl = async (file: string) =>
      (await send(server, { url: `/${file}` })).headers['cache-control'];
    expect(await cacheControl('remoteEntry.js')).toBe('no-cache');
    expect(await cacheControl('mf-manifest.json')).toBe('no-cache');
    expect(await cacheControl('__federation_expose_mount.3f9a2c1b.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheControl('main.5d41402abc4b2a76.css')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheControl('notes.txt')).toBe('no-cache');
  });

  it('lets the CMS origin read manifests and nobody else', async () => {
    const server = await appServer('calculators');
    const allowed = await send(server, {
      url: '/mf-manifest.json',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const refused = await send(server, {
      url: '/mf-manifest.json',
      headers: { origin: 'http://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('says clearly when an app is not built and answers 404', async () => {
    const server = await appServer('lists');
    expect(
      lines.some((line) => line.includes('lists') && line.includes('does not exist yet')),
    ).toBe(true);
    expect((await send(server, { url: '/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('serves remotes.json from the shell origin, one manifest URL per domain', async () => {
    const server = await appServer('shell');
    const response = await send(server, {
      url: '/remotes.json',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(response.json()).toEqual({
      lists: 'http://localhost:8101/mf-manifest.json',
      banksearch: 'http://localhost:8102/mf-manifest.json',
      calculators: 'http://localhost:8103/mf-manifest.json',
      forms: 'http://localhost:8104/mf-manifest.json',
      club: 'http://localhost:8105/mf-manifest.json',
      market: 'http://localhost:8106/mf-manifest.json',
      chrome: 'http://localhost:8107/mf-manifest.json',
    });
  });

  it('serves a remotes file given by CTB_REMOTES_FILE, read on every request', async () => {
    const file = join(repoRoot, 'remotes.json');
    writeFileSync(file, JSON.stringify({ calculators: 'http://localhost:8113/mf-manifest.json' }));
    const server = await appServer('shell', { remotesFile: file });
    expect((await send(server, { url: '/remotes.json' })).json()).toEqual({
      calculators: 'http://localhost:8113/mf-manifest.json',
    });
    writeFileSync(file, JSON.stringify({ calculators: 'http://localhost:9999/mf-manifest.json' }));
    expect((await send(server, { url: '/remotes.json' })).json().calculators).toContain('9999');
  });

  it('answers 500 with a message for a remotes file of the wrong shape', async () => {
    const file = join(repoRoot, 'broken-remotes.json');
    writeFileSync(file, '["not", "an", "object"]');
    const server = await appServer('shell', { remotesFile: file });
    const response = await send(server, { url: '/remotes.json' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('fails on request like every other endpoint', async () => {
    const server = await appServer('calculators');
    expect((await send(server, { url: '/remoteEntry.js?ctbFail=500' })).statusCode).toBe(500);
  });
});
