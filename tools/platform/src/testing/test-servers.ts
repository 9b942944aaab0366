import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../common/config/platform-config';
import { AccessTokenService } from '../servers/auth/access-token';
import { buildCmsServer } from '../servers/cms/cms-server';
import { buildPaasServer } from '../servers/paas/paas-server';
import { testConfig } from './test-config';

/**
 * The real servers for a domain's tests, so a test sees its routes as the browser does (with the
 * JSON errors, failure injection and, on the paas, CORS and the bearer check). Test files reach
 * the servers only through here: the layer rule keeps domain code from importing them.
 */
export const testTokens = (config: PlatformConfig = testConfig()): AccessTokenService =>
  new AccessTokenService(config.tokenSecret, config.now);

export const testCmsServer = (config: PlatformConfig = testConfig()): Promise<FastifyInstance> =>
  buildCmsServer(config, testTokens(config));

export const testPaasServer = (config: PlatformConfig = testConfig()): Promise<FastifyInstance> =>
  buildPaasServer(config, testTokens(config));
