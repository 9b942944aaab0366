import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseBody } from '../../common/http/validate-body';
import { calculatePension } from '../data/pension/pension-formula';

const amount = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000_000));
const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD.'),
);

export const PensionRequestSchema = v.object({
  sex: v.picklist(['female', 'male']),
  jobGroup: v.picklist(['employee', 'laborer', 'selfEmployed', 'farmer']),
  netIncome: amount,
  retirementAccountFlag: v.boolean(),
  retirementAccountValue: amount,
  costOfLiving: amount,
  selfEmployedNetIncome: amount,
  actualUnitValue: amount,
  numberOfChildren: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  dateOfBirth: isoDate,
  dateOfWorkingBegin: isoDate,
  numberOfMonths: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1200)),
  plannedRetirementAge: v.pipe(v.number(), v.finite(), v.minValue(50), v.maxValue(75)),
  salaryAdjusting: v.boolean(),
});

export function registerPensionRoute(app: FastifyInstance, now: () => Date): void {
  app.post('/api/calculators/pension', async (request, reply) => {
    const body = parseBody(PensionRequestSchema, request.body);
    return reply.header('cache-control', 'no-store').send(calculatePension(body, now()));
  });
}
