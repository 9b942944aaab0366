import * as v from '@ctb/shared/validation';
import { fetchJson, fetchText } from '@ctb/shared/http';
import { sanitizeHtmlFragment } from '@ctb/shared/html';
import { lightboxImageSchema, type LightboxImage } from '../../common/lightbox';

/** A thumbnail of the grid, as the CMS marks it in a load-more fragment. */
export interface GalleryThumbnail {
  id: string;
  src: string;
  srcSet?: string;
  alt: string;
}

/** The load-more URL of page `page`: the number goes into the file name before `.html`. */
export function pageUrl(loadMoreUrl: string, page: number): string {
  return loadMoreUrl.replace(/\.html$/, `.${page}.html`);
}

const SITE_PATH = /^\/(?![/\\])\S*$/;

/**
 * Reads the thumbnails out of a load-more fragment (`[data-gallery-image="<id>"]` holding an
 * `img`), sanitised first; entries without an id or a picture of this site are left out.
 */
export function thumbnailsOf(html: string): GalleryThumbnail[] {
  const fragment = sanitizeHtmlFragment(html);
  return Array.from(fragment.querySelectorAll('[data-gallery-image]')).flatMap((entry) => {
    const id = entry.getAttribute('data-gallery-image')?.trim();
    const img = entry.querySelector('img');
    const src = img?.getAttribute('src') ?? '';
    if (!id || !img || !SITE_PATH.test(src)) return [];
    const srcSet = img.getAttribute('srcset') ?? undefined;
    return [{ id, src, srcSet, alt: img.getAttribute('alt') ?? '' }];
  });
}

/** GET a page of thumbnails: an HTML fragment, asked for afresh every time (never cached). */
export async function fetchThumbnailPage(
  loadMoreUrl: string,
  page: number,
): Promise<GalleryThumbnail[]> {
  const html = await fetchText(pageUrl(loadMoreUrl, page), {
    headers: { 'Cache-Control': 'no-cache' },
  });
  return thumbnailsOf(html);
}

const detailImagesSchema = v.array(lightboxImageSchema);
const detailRequests = new Map<string, Promise<LightboxImage[]>>();

/** The pictures with their info: fetched once per URL and kept (a failure is asked again). */
export function fetchDetailImages(url: string): Promise<LightboxImage[]> {
  let request = detailRequests.get(url);
  if (!request) {
    request = fetchJson(url, { schema: detailImagesSchema });
    detailRequests.set(url, request);
    request.catch(() => detailRequests.delete(url));
  }
  return request;
}

/** Tests only: forgets the kept detail lists. */
export function forgetDetailImagesForTests(): void {
  detailRequests.clear();
}
