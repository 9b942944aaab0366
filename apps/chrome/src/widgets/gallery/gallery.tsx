import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError, type WidgetProps } from '@ctb/shared/runtime';
import { ImageLightbox, type LightboxImage } from '../../common/lightbox';
import { imageSrcSet } from '../../common/responsive-image';
import { fetchDetailImages, fetchThumbnailPage, type GalleryThumbnail } from './api';
import type { GalleryConfig } from './config-schema';
import styles from './gallery.module.css';

const WIDGET_ID = 'chrome/gallery';
const THUMBNAIL_SIZES = '(min-width: 1025px) 25vw, (min-width: 576px) 33vw, 50vw';

function firstPage(config: GalleryConfig): GalleryThumbnail[] {
  return config.images.map(({ id, thumbnail }) => ({
    id,
    src: thumbnail.sm.res1x,
    srcSet: imageSrcSet(thumbnail),
    alt: thumbnail.alt,
  }));
}

/**
 * A grid of pictures. "Load more" fetches the next page (an HTML fragment, sanitised, never
 * cached): meanwhile the button is disabled and the grid busy; the button goes once as many
 * pictures show as the gallery declares. A picture opens the overlay with every picture of the
 * gallery (the detail list, fetched once), looping, each with its info.
 */
export function Gallery({ config }: WidgetProps<GalleryConfig>) {
  const intl = useIntl();
  const [thumbnails, setThumbnails] = useState(() => firstPage(config));
  const [nextPage, setNextPage] = useState(2);
  const [exhausted, setExhausted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [detail, setDetail] = useState<LightboxImage[]>([]);
  const [openIndex, setOpenIndex] = useState(-1);
  const [detailFailed, setDetailFailed] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  const canLoadMore =
    Boolean(config.loadMoreUrl) && !exhausted && thumbnails.length < config.maxImages;

  // After a page arrives the focus goes to its first picture (the button may be gone).
  useEffect(() => {
    if (firstNew.current === null) return;
    const index = firstNew.current;
    firstNew.current = null;
    grid.current?.querySelectorAll<HTMLElement>('button')[index]?.focus();
  }, [thumbnails]);

  const loadMore = async () => {
    if (!config.loadMoreUrl || loading) return;
    setLoading(true);
    setMoreFailed(false);
    try {
      const page = await fetchThumbnailPage(config.loadMoreUrl, nextPage);
      const known = new Set(thumbnails.map((thumbnail) => thumbnail.id));
      const fresh = page.filter((thumbnail) => !known.has(thumbnail.id));
      if (fresh.length === 0) {
        logWidgetError(
          WIDGET_ID,
          `page ${nextPage} of ${config.loadMoreUrl} holds no new pictures`,
        );
        setExhausted(true);
      } else {
        firstNew.current = thumbnails.length;
        setThumbnails([...thumbnails, ...fresh].slice(0, config.maxImages));
        setNextPage(nextPage + 1);
      }
    } catch (error) {
      logWidgetError(WIDGET_ID, `page ${nextPage} of ${config.loadMoreUrl} failed`, error);
      setMoreFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const prefetchDetail = () => {
    fetchDetailImages(config.detailImagesUrl).catch(() => undefined);
  };

  const open = async (id: string) => {
    setDetailFailed(false);
    try {
      const images = await fetchDetailImages(config.detailImagesUrl);
      const index = images.findIndex((image) => image.id === id);
      if (index === -1) logWidgetError(WIDGET_ID, `picture ${id} is not in the detail list`);
      setDetail(images);
      setOpenIndex(Math.max(0, index));
    } catch (error) {
      logWidgetError(WIDGET_ID, `the detail list ${config.detailImagesUrl} failed`, error);
      setDetailFailed(true);
    }
  };

  const Heading = `h${config.headingLevel ?? 2}` as const;
  const label = config.title ?? intl.formatMessage({ id: 'chrome.gallery.label' });
  return (
    <section className={styles.gallery} aria-label={label}>
      {config.title && <Heading className={styles.title}>{config.title}</Heading>}
      <ul
        ref={grid}
        className={styles.grid}
        aria-busy={loading}
        onPointerEnter={prefetchDetail}
        onFocus={prefetchDetail}
      >
        {thumbnails.map((thumbnail) => (
          <li key={thumbnail.id}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-label={intl.formatMessage(
                { id: 'chrome.lightbox.open' },
                { title: thumbnail.alt || thumbnail.id },
              )}
              onClick={() => void open(thumbnail.id)}
            >
              <img
                src={thumbnail.src}
                srcSet={thumbnail.srcSet}
                sizes={thumbnail.srcSet ? THUMBNAIL_SIZES : undefined}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {loading
          ? intl.formatMessage({ id: 'chrome.gallery.loading' })
          : intl.formatMessage(
              { id: 'chrome.gallery.loaded' },
              { count: thumbnails.length, total: config.maxImages },
            )}
      </p>
      {moreFailed && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: 'chrome.gallery.moreFailed' })}
        </p>
      )}
      {detailFailed && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: 'chrome.gallery.detailFailed' })}
        </p>
      )}
      {canLoadMore && (
        <button
          type="button"
          className={styles.loadMore}
          disabled={loading}
          onClick={() => void loadMore()}
        >
          {intl.formatMessage({ id: 'chrome.gallery.loadMore' })}
        </button>
      )}
      <ImageLightbox images={detail} index={openIndex} onClose={() => setOpenIndex(-1)} />
    </section>
  );
}
