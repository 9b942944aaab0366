import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppName } from '../../common/config/app-names';
import { allowedBrowserOrigins, type PlatformConfig } from '../../common/config/platform-config';
import { addJsonErrors } from '../../common/http/error-handler';
import { addFailureInjection } from '../../common/http/failure-injection';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { createCompressionCache } from './compression-cache';
import { loadRemotes } from './remotes-file';
import { sendStaticFile } from './static-files';

export function distFolder(config: PlatformConfig, app: AppName): string {
  return join(config.repoRoot, 'apps', app, 'dist');
}

/** `releases/<domain>/`: each `<version>/` below it is served at `/releases/<version>/`. */
export function releasesFolder(config: PlatformConfig, app: AppName): string {
  return join(config.releasesDir, app);
}

/**
 * Serves one app's build from its own origin, as a CDN folder would: compressed (brotli, else
 * gzip), hashed chunks immutable, entries no-cache, ETags. A domain's releases are served below
 * `/releases/<version>/`, so promoting one changes only the remotes file. A missing dist is
 * reported once and answered 404; files appear as soon as the app is built, without a restart.
 */
export async function buildAppServer(
  config: PlatformConfig,
  app: AppName,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: config.logRequests });
  addJsonErrors(server, config.log);
  // The page (CMS host) fetches manifests and remotes.json; scripts load without CORS.
  await server.register(cors, { origin: allowedBrowserOrigins(config), methods: ['GET', 'HEAD'] });
  addFailureInjection(server);

  if (app === 'shell') {
    server.get('/remotes.json', async (_request, reply) =>
      reply.header('cache-control', NO_CACHE).send(await loadRemotes(config)),
    );
  }

  const root = distFolder(config, app);
  if (!existsSync(root)) {
    config.log(
      `[platform] ${app}: ${root} does not exist yet; build the app (its origin answers 404 until then)`,
    );
  }
  await server.register(fastifyStatic, {
    root,
    // Routes below decide what to send; sendFile sends what is not compressed.
    serve: false,
    // fastify-static's own check would warn in JSON; the line above says it plainly.
    logLevel: 'silent',
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', cacheControlFor(filePath));
    },
  });
  const compressed = createCompressionCache();
  if (app !== 'shell') {
    const releases = releasesFolder(config, app);
    server.get<{ Params: { version: string; '*': string } }>(
      '/releases/:version/*',
      (request, reply) =>
        request.params.version.startsWith('.')
          ? reply.callNotFound()
          : sendStaticFile(
              request,
              reply,
              join(releases, request.params.version),
              request.params['*'],
              compressed,
            ),
    );
  }
  server.get<{ Params: { '*': string } }>('/*', (request, reply) =>
    sendStaticFile(request, reply, root, request.params['*'], compressed),
  );
  return server;
}
