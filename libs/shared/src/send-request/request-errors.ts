/** Base of every error a request made with fetchJson or fetchText can reject with. */
export class RequestError extends Error {
  override readonly name: string = 'RequestError';

  constructor(
    message: string,
    readonly method: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The server answered with a status outside 2xx. */
export class HttpError extends RequestError {
  override readonly name = 'HttpError';

  constructor(
    method: string,
    url: string,
    readonly status: number,
    /** The `message` of a `{ message }` error body, when the server sent one. */
    readonly serverMessage?: string,
    /** The whole error body when it was JSON (e.g. a form service's errors per field). */
    readonly body?: unknown,
  ) {
    super(
      `${method} ${url} failed with HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`,
      method,
      url,
    );
  }
}

/** No complete answer arrived within the time limit. */
export class TimeoutError extends RequestError {
  override readonly name = 'TimeoutError';

  constructor(
    method: string,
    url: string,
    readonly timeoutMs: number,
  ) {
    super(`${method} ${url} timed out after ${timeoutMs} ms`, method, url);
  }
}

/** The request never reached the server or the connection broke (offline, DNS, CORS). */
export class NetworkError extends RequestError {
  override readonly name = 'NetworkError';

  constructor(method: string, url: string, cause: unknown) {
    super(`${method} ${url} failed: network error`, method, url, { cause });
  }
}

/** The server answered 2xx, but the body is not the promised shape. */
export class ResponseValidationError extends RequestError {
  override readonly name = 'ResponseValidationError';

  constructor(
    method: string,
    url: string,
    /** A readable list of what was wrong, e.g. `items.0.title: Invalid type: ...`. */
    readonly summary: string,
  ) {
    super(`${method} ${url} answered with an unexpected body: ${summary}`, method, url);
  }
}
