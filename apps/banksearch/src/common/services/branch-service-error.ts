import { HttpError, RequestError } from '@ctb/shared/http';

/**
 * How every branch and place service call fails (SPEC 8 "Branch search"): `code` is the HTTP
 * status, a maps status such as 'ZERO_RESULTS', or 'GEOLOCATION_DENIED' / 'GEOLOCATION_FAILED'
 * for the device position; `message` names the operation ("Error while fetching bank filters.").
 */
export class BranchServiceError extends Error {
  override readonly name = 'BranchServiceError';

  constructor(
    readonly code: number | string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Nothing was found for the place or address (the no-entries message, not an error message). */
export const ZERO_RESULTS = 'ZERO_RESULTS';
export const GEOLOCATION_DENIED = 'GEOLOCATION_DENIED';
export const GEOLOCATION_FAILED = 'GEOLOCATION_FAILED';

export function isZeroResults(error: unknown): boolean {
  return error instanceof BranchServiceError && error.code === ZERO_RESULTS;
}

export function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * A failed request as a BranchServiceError with `message`; an abort stays an AbortError so
 * callers can ignore it. Code: the HTTP status, else the request error's name.
 */
export function toBranchServiceError(error: unknown, message: string): unknown {
  if (isAbort(error) || error instanceof BranchServiceError) return error;
  if (error instanceof HttpError)
    return new BranchServiceError(error.status, message, { cause: error });
  const code = error instanceof RequestError ? error.name : 'UNKNOWN_ERROR';
  return new BranchServiceError(code, message, { cause: error });
}
