import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseBody } from '../../common/http/validate-body';
import { calculateSavings } from '../data/savings/savings-formula';

const euro = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000_000));

export const SavingsRequestSchema = v.pipe(
  v.object({
    seedFund: euro,
    periodicInstalment: v.nullable(euro),
    rate: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(20)),
    maturity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
    savingTarget: v.nullable(v.pipe(euro, v.minValue(0.01))),
  }),
  v.check(
    (body) => (body.periodicInstalment === null) !== (body.savingTarget === null),
    'Exactly one of periodicInstalment and savingTarget must be null: the server computes that one.',
  ),
);

export function registerSavingsRoute(app: FastifyInstance): void {
  app.post('/api/calculators/savings', async (request, reply) => {
    const body = parseBody(SavingsRequestSchema, request.body);
    return reply.header('cache-control', 'no-store').send(calculateSavings(body));
  });
}
