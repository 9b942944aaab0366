import * as v from 'valibot';
import { BadRequestError } from './validate-body';

/** Parses a body or query string; a bad one becomes a 400 `{ message }` naming each field. */
export function parseRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what: 'request body' | 'query parameters',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw new BadRequestError(`Invalid ${what}. ${problems.join('; ')}`);
}
