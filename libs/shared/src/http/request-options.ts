import type { Query } from '../send-request';

/** Options shared by fetchJson and fetchText. */
export interface RequestOptions {
  method?: string;
  query?: Query;
  /** Plain values are sent as JSON; FormData, URLSearchParams and Blob are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Time limit for the whole request, body included. Default 15 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export function toSendOptions(options: RequestOptions, accept: string) {
  const { body } = options;
  const raw = body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  return {
    method: (options.method ?? (body === undefined ? 'GET' : 'POST')).toUpperCase(),
    headers,
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  };
}
