import { buildUrl } from '../send-request';
import { fetchWithAuth } from './fetch-with-auth';
import { toSendOptions, type RequestOptions } from './request-options';

/** Requests text, typically an HTML fragment (sanitise it before inserting it). */
export function fetchText(url: string, options: RequestOptions = {}): Promise<string> {
  const target = buildUrl(url, options.query);
  return fetchWithAuth(target, toSendOptions(options, 'text/html, text/plain, */*'), (response) =>
    response.text(),
  );
}
