import { HttpError, NetworkError, RequestError, TimeoutError } from './request-errors';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface SendOptions {
  method: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Sends one request and hands the 2xx response to `read`. The time limit covers the body too,
 * so a server that stalls mid-body still times out. A caller's abort is rethrown unchanged.
 */
export async function sendRequest<T>(
  url: URL,
  options: SendOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { method, timeoutMs = DEFAULT_TIMEOUT_MS, signal } = options;
  const href = url.href;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(href, {
      method,
      headers: options.headers,
      body: options.body,
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = await readErrorBody(response);
      throw new HttpError(method, href, response.status, serverMessageOf(body), body);
    }
    return await read(response);
  } catch (error) {
    if (timedOut) throw new TimeoutError(method, href, timeoutMs);
    if (signal?.aborted) throw signal.reason ?? error;
    if (error instanceof RequestError) throw error;
    throw new NetworkError(method, href, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    // Not JSON: the status alone has to do.
    return undefined;
  }
}

function serverMessageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}
