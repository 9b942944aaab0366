import { readPageConfig } from '@ctb/shared/runtime';

/** The absolute URL of `path` on the service platform (page config `paasBaseUrl`). */
export function paasUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = readPageConfig().paasBaseUrl.replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}
