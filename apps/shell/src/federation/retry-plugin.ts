import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** The waits before each new try of a failed manifest or remote entry: bounded and short. */
export const RETRY_DELAYS_MS = [300, 900] as const;

export interface RetryOptions {
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A server's answer worth asking again: overloaded, timed out, or a gateway without its app. */
const isPassing = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Tries a domain's manifest and remote entry again when the network or the server fails on the
 * way (a dropped connection, a 503 from a CDN edge), waiting a little longer each time; only when
 * the last try fails does the runtime report the remote as failed (its error hook). A manifest
 * that is not there (404) or not JSON is not asked again: that is a release's mistake, not the
 * network's. The Module Federation retry plugin does the same on these hooks, but brings a second
 * copy of the runtime's SDK into shell.js and waits the same time before every try.
 */
type EntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type EntryErrorArgs = Parameters<EntryErrorHook>[0];

export function retryPlugin({
  delays = RETRY_DELAYS_MS,
  wait = pause,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  // The hook's declared result is a promise of a promise (a typing slip of the runtime's): what it
  // does with the result is use the entry's exports, which this resolves to.
  async function retryEntry({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: EntryErrorArgs) {
    let lastError: unknown;
    for (const delay of delays) {
      await wait(delay);
      // The failed load is remembered under this key: forget it, or the runtime hands it back.
      delete globalLoading[uniqueKey];
      try {
        return await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  return {
    name: 'ctb-retry',
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        const last = attempt >= delays.length;
        let response: Response;
        try {
          response = await fetch(url, { ...init, credentials: 'omit' });
        } catch (error) {
          if (last)
            throw new Error(`${url} could not be fetched (${(error as Error).message})`, {
              cause: error,
            });
          await wait(delays[attempt]!);
          continue;
        }
        if (response.ok) return response;
        if (last || !isPassing(response.status))
          throw new Error(`${url} answered ${response.status}`);
        await wait(delays[attempt]!);
      }
    },
    loadEntryError: retryEntry as unknown as EntryErrorHook,
  };
}
