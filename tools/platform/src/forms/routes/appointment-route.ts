import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseRequest } from '../../common/http/parse-request';
import { proposedDateMonth, viennaToday } from '../data/appointment-times';
import { APPOINTMENT_SERVICE } from '../data/definitions/appointment-form';

const integer = (min: number, max: number, name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.regex(/^\d{1,4}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const query = v.object({
  year: integer(2000, 2100, 'year'),
  month: integer(1, 12, 'month'),
  /** The ISO week the visitor looks at; the answer is the whole month page. */
  week: v.optional(integer(1, 53, 'week')),
  branchId: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/, 'branchId must be a branch id')),
  ),
});

/**
 * GET `{paas}/api/forms/forms-ui-services/rest/appointmentTime/?week&month&year[&branchId]`: one
 * month page of a branch's free consultation times (SPEC "Proposed date month"), deterministic per
 * branch and day, with some fully booked days; nothing before tomorrow.
 */
export function registerAppointmentRoute(app: FastifyInstance, now: () => Date): void {
  app.get(APPOINTMENT_SERVICE, async (request, reply) => {
    const { year, month, branchId } = parseRequest(query, request.query, 'query parameters');
    return reply
      .header('cache-control', 'no-store')
      .send(proposedDateMonth(branchId ?? 'default', year, month, viennaToday(now())));
  });
}
