/** Status answers of the stand-in's services, shaped as the real API's. */
export type Callback<T> = (result: T | null, status: string) => void;

/** google.maps.MapsRequestError: what a service's promise rejects with. */
export class MapsRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly endpoint: string,
  ) {
    super(message);
    this.name = 'MapsRequestError';
  }
}

/**
 * Runs a lookup: a value (an empty list is ZERO_RESULTS) or a status string. The callback gets
 * (value, 'OK') or (null, status); the promise resolves with the value or rejects with a
 * MapsRequestError, as the real services do. A place index that cannot be fetched answers
 * UNKNOWN_ERROR.
 */
export async function answer<T>(
  endpoint: string,
  service: string,
  callback: Callback<T> | undefined,
  lookup: () => Promise<T | string>,
): Promise<T> {
  let value: T | string;
  try {
    value = await lookup();
  } catch {
    value = 'UNKNOWN_ERROR';
  }
  if (Array.isArray(value) && value.length === 0) value = 'ZERO_RESULTS';
  if (typeof value === 'string') {
    callback?.(null, value);
    throw new MapsRequestError(`${service}: ${value}`, value, endpoint);
  }
  callback?.(value, 'OK');
  return value;
}
