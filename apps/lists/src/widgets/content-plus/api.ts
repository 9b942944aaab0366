import { fetchText, useSWRImmutable } from '@ctb/shared/http';

/**
 * The Content+ HTML, requested only once `requested` turns true and never again afterwards:
 * the SPEC loads it by GET on the first open; later opens only toggle.
 */
export function useContentPlusHtml(url: string, requested: boolean) {
  return useSWRImmutable(
    requested ? ['lists/content-plus', url] : null,
    ([, target]: [string, string]) => fetchText(target),
    // A failure hides the block for good: retrying would only make it reappear later.
    { shouldRetryOnError: false },
  );
}
