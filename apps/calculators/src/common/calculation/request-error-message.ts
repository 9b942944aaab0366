import { HttpError } from '@ctb/shared/http';

/** The server's own `message` of a failed calculation, when it sent one. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof HttpError && error.serverMessage ? error.serverMessage : null;
}
