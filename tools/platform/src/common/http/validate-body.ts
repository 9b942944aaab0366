import * as v from 'valibot';

export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/** Parses a request body with a valibot schema; a bad body becomes a 400 naming the fields. */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw new BadRequestError(`Invalid request body. ${problems.join('; ')}`);
}
