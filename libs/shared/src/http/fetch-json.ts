import type * as v from '@ctb/shared/validation';
import { buildUrl, readJsonBody } from '../send-request';
import { fetchWithAuth } from './fetch-with-auth';
import { toSendOptions, type RequestOptions } from './request-options';

export interface FetchJsonOptions<TSchema extends v.GenericSchema> extends RequestOptions {
  /** The promised shape of the answer; a body that does not match rejects. */
  schema: TSchema;
}

/**
 * Requests JSON and validates the answer. Rejects with HttpError, TimeoutError, NetworkError or
 * ResponseValidationError (all RequestError). Relative URLs resolve against the page.
 */
export function fetchJson<TSchema extends v.GenericSchema>(
  url: string,
  options: FetchJsonOptions<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  const target = buildUrl(url, options.query);
  const send = toSendOptions(options, 'application/json');
  return fetchWithAuth(target, send, (response) =>
    readJsonBody(response, options.schema, send.method, target.href),
  );
}
