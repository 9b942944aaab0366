import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseBody } from '../../common/http/validate-body';
import { calculateCredit } from '../data/credit/credit-formula';

const money = (max: number) => v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(max));

export const CreditRequestSchema = v.pipe(
  v.object({
    creditAmount: v.pipe(v.number(), v.finite(), v.minValue(100), v.maxValue(10_000_000)),
    monthlyRate: v.nullable(v.pipe(money(10_000_000), v.minValue(0.01))),
    interestRate: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(30)),
    term: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1200))),
  }),
  v.check(
    (body) => (body.monthlyRate === null) !== (body.term === null),
    'Exactly one of monthlyRate and term must be null: the server computes that one.',
  ),
);

export function registerCreditRoute(app: FastifyInstance): void {
  app.post('/api/calculators/credit', async (request, reply) => {
    const body = parseBody(CreditRequestSchema, request.body);
    return reply.header('cache-control', 'no-store').send(calculateCredit(body));
  });
}
