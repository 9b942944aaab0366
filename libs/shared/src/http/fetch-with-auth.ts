import { getAccessToken, invalidateAccessToken } from '../access-token/get-access-token';
import { readPageConfig } from '@ctb/shared/runtime';
import { isUnderBaseUrl } from './is-under-base-url';
import { HttpError, sendRequest, type SendOptions } from '../send-request';

/**
 * sendRequest plus the platform's bearer token, added only when the URL lies under
 * `paasBaseUrl`: the token must never travel to the CMS host or a third party. A 401 from the
 * platform means the token expired early: drop it and retry once with a new one.
 */
export async function fetchWithAuth<T>(
  url: URL,
  options: SendOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  if (!isPaasUrl(url)) return sendRequest(url, options, read);

  const send = async () => {
    const headers = { ...options.headers, Authorization: `Bearer ${await getAccessToken()}` };
    return sendRequest(url, { ...options, headers }, read);
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401) throw error;
    invalidateAccessToken();
    return send();
  }
}

function isPaasUrl(url: URL): boolean {
  let paasBaseUrl: string;
  try {
    paasBaseUrl = readPageConfig().paasBaseUrl;
  } catch {
    // Without a page configuration there is no platform to authenticate against.
    return false;
  }
  return isUnderBaseUrl(url, paasBaseUrl);
}
