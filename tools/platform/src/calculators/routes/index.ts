import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../../common/config/platform-config';
import { registerCreditRoute } from './credit-route';
import { registerPensionRoute } from './pension-route';
import { registerSavingsRoute } from './savings-route';

/** `POST /api/calculators/{credit,savings,pension}` on the paas. */
export function registerCalculatorRoutes(app: FastifyInstance, config: PlatformConfig): void {
  registerCreditRoute(app);
  registerSavingsRoute(app);
  registerPensionRoute(app, config.now);
}
