import type { FastifyInstance } from 'fastify';
import { AccessTokenService } from './servers/auth/access-token';
import { APP_NAMES, type AppName } from './common/config/app-names';
import {
  cmsOrigin,
  paasOrigin,
  resolvePlatformConfig,
  type PlatformConfig,
  type PlatformOptions,
} from './common/config/platform-config';
import { buildAppServer } from './servers/apps/app-server';
import { buildCmsServer } from './servers/cms/cms-server';
import { buildPaasServer } from './servers/paas/paas-server';
import { allModules } from './servers/domain-modules';
import type { OwnOrigin } from './common/domain-module';

export interface RunningServer {
  name: string;
  url: string;
  server: FastifyInstance;
}

export interface PlatformHandle {
  config: PlatformConfig;
  cmsUrl: string;
  paasUrl: string;
  /** The demo start page. */
  demoUrl: string;
  servers: RunningServer[];
  close(): Promise<void>;
}

interface PlannedServer {
  name: string;
  host: string;
  port: number;
  build: () => Promise<FastifyInstance>;
}

function plannedServers(config: PlatformConfig, tokens: AccessTokenService): PlannedServer[] {
  const planned: PlannedServer[] = [
    { name: 'cms', ...config.cms, build: () => buildCmsServer(config, tokens) },
    { name: 'paas', ...config.paas, build: () => buildPaasServer(config, tokens) },
  ];
  if (config.apps !== false) {
    const { host, ports, extra } = config.apps;
    const appServer = (app: AppName, port: number, name: string): PlannedServer => ({
      name,
      host,
      port,
      build: () => buildAppServer(config, app),
    });
    planned.push(...APP_NAMES.map((app) => appServer(app, ports[app], app)));
    planned.push(...extra.map(({ app, port }) => appServer(app, port, `${app} (second URL)`)));
  }
  return planned;
}

/**
 * Starts the CMS host, the paas and the app servers; resolves once all listen. If one cannot
 * start (port in use), the ones already listening are closed and the error is rethrown.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<PlatformHandle> {
  const config = resolvePlatformConfig(options);
  const tokens = new AccessTokenService(config.tokenSecret, config.now);
  const running: RunningServer[] = [];
  const ownOrigins: OwnOrigin[] = [];
  const close = async () => {
    await Promise.all([
      ...running.splice(0).map(({ server }) => server.close()),
      ...ownOrigins.splice(0).map((origin) => origin.close()),
    ]);
  };
  try {
    for (const module of allModules()) {
      for (const origin of (await module.ownOrigins?.(config)) ?? []) {
        ownOrigins.push(origin);
        config.log(`[platform] ${origin.name.padEnd(22)} ${origin.url}`);
      }
    }
    for (const plan of plannedServers(config, tokens)) {
      const server = await plan.build();
      await server.listen({ host: plan.host, port: plan.port });
      const url = `http://${plan.host}:${plan.port}`;
      running.push({ name: plan.name, url, server });
      config.log(`[platform] ${plan.name.padEnd(22)} ${url}`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    config,
    cmsUrl: cmsOrigin(config),
    paasUrl: paasOrigin(config),
    demoUrl: `${cmsOrigin(config)}/de/index.html`,
    servers: running,
    close,
  };
}
