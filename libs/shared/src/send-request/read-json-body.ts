import * as v from '@ctb/shared/validation';
import { summarizeIssues } from '../validation/summarize-issues';
import { ResponseValidationError } from './request-errors';

/** Reads a response body as JSON and validates it; any mismatch is a ResponseValidationError. */
export async function readJsonBody<TSchema extends v.GenericSchema>(
  response: Response,
  schema: TSchema,
  method: string,
  url: string,
): Promise<v.InferOutput<TSchema>> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ResponseValidationError(method, url, 'the body is not JSON');
  }
  const result = v.safeParse(schema, json);
  if (!result.success)
    throw new ResponseValidationError(method, url, summarizeIssues(result.issues));
  return result.output;
}
