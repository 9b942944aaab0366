import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../../common/config/platform-config';
import { mapsStandInBundle } from './bundle';
import { placeIndexJson } from '../data/place-index';

/**
 * The offline maps stand-in on the CMS host: `/maps-stand-in/maps.js` (bundled when the server
 * starts, kept in memory) and `/maps-stand-in/places.json` (the place index it searches).
 */
export function registerMapsStandInRoutes(app: FastifyInstance, config: PlatformConfig): void {
  let warming: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    warming = mapsStandInBundle(config.repoRoot).catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    await warming;
  });
  app.get('/maps-stand-in/maps.js', async (_request, reply) => {
    const script = await mapsStandInBundle(config.repoRoot);
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(script);
  });
  app.get('/maps-stand-in/places.json', async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      // Public data, like the real API's answers: readable from any origin (a test page too).
      .header('access-control-allow-origin', '*')
      .send(placeIndexJson()),
  );
}
